import type { AdminUser } from '@app/contract';
import { App, Input, Modal, type ButtonProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { lazyResolver } from '@/shared/validation/lazy-resolver.ts';
import { useResetUserPassword } from '../api/admin-users.ts';

/** Sets a user's password (the spec's password rule); the server ends their sessions. */
export function PasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = usePreferences((state) => state.locale);
  const reset = useResetUserPassword();
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../user-form-schemas.ts').then((schemas) => schemas.passwordFormResolver(messageLocale(locale))),
      ),
    [locale],
  );
  const form = useForm<{ password: string }>({ resolver, defaultValues: { password: '' } });

  useEffect(() => {
    if (!user) return;
    setSubmitError(null);
    form.reset({ password: '' });
  }, [user, form]);

  const submit = form.handleSubmit(async ({ password }) => {
    if (!user) return;
    setSubmitError(null);
    try {
      await reset.mutateAsync({ id: user.id, password });
      void message.success(t('adminConsole.users.passwordSet'));
      onClose();
    } catch (reason) {
      setSubmitError(describeApiError(reason, t));
      showServerFieldErrors(reason, form.setError);
    }
  });

  return (
    <Modal
      open={user !== null}
      title={t('adminConsole.users.passwordTitle', { name: user?.name ?? '' })}
      okText={t('adminConsole.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'password-form-ok' } as ButtonProps}
      confirmLoading={reset.isPending}
      onOk={() => void submit()}
      onCancel={reset.isPending ? undefined : onClose}
      destroyOnHidden
    >
      <form className="admin-form-stack" noValidate onSubmit={(event) => void submit(event)}>
        {submitError ? <ApiErrorAlert error={submitError} testId="password-form-error" /> : null}
        <FormField
          label={t('adminConsole.users.newPassword')}
          htmlFor="reset-password"
          error={errorAt(form.formState.errors, 'password')}
        >
          <Controller
            name="password"
            control={form.control}
            render={({ field }) => (
              <Input.Password id="reset-password" dir="ltr" autoComplete="new-password" {...field} />
            )}
          />
        </FormField>
        <p className="admin-figure-note">{t('adminConsole.users.passwordNote')}</p>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
