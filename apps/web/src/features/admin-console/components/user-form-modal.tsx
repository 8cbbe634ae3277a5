import type { AdminUser } from '@app/contract';
import { App, Checkbox, Input, Modal, type ButtonProps } from 'antd';
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
import { useCreateUser, useUpdateUser } from '../api/admin-users.ts';
import type { UserFormValues } from '../user-form-schemas.ts';

type UserFormModalProps = {
  /** The user to edit, `'new'` to create one, null when closed. */
  user: AdminUser | 'new' | null;
  onClose: () => void;
};

const emptyUser: UserFormValues = { username: '', name: '', email: '', password: '', admin: false, referral: false };

/** Creates a user (with a password) or edits one: username, name, email, the admin and referral agent roles. */
export function UserFormModal({ user, onClose }: UserFormModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = usePreferences((state) => state.locale);
  const creating = user === 'new';
  const create = useCreateUser();
  const update = useUpdateUser();
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../user-form-schemas.ts').then((schemas) => schemas.userFormResolver(creating, messageLocale(locale))),
      ),
    [creating, locale],
  );
  const { control, handleSubmit, formState, setError, reset } = useForm<UserFormValues>({
    resolver,
    defaultValues: emptyUser,
  });

  useEffect(() => {
    if (!user) return;
    setSubmitError(null);
    reset(user === 'new' ? emptyUser : { ...user, email: user.email ?? '', password: '' });
  }, [user, reset]);

  const error = (field: string) => errorAt(formState.errors, field);
  const submit = handleSubmit(async (values) => {
    if (!user) return;
    setSubmitError(null);
    try {
      if (user === 'new') await create.mutateAsync(values);
      else
        await update.mutateAsync({
          id: user.id,
          username: values.username,
          name: values.name,
          email: values.email ?? '',
          admin: values.admin,
          referral: values.referral,
        });
      void message.success(t(creating ? 'adminConsole.users.created' : 'adminConsole.users.saved'));
      onClose();
    } catch (reason) {
      setSubmitError(describeApiError(reason, t));
      showServerFieldErrors(reason, setError);
    }
  });
  const pending = create.isPending || update.isPending;

  return (
    <Modal
      open={user !== null}
      title={t(creating ? 'adminConsole.users.newTitle' : 'adminConsole.users.editTitle')}
      okText={t('adminConsole.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'user-form-ok' } as ButtonProps}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={pending ? undefined : onClose}
      destroyOnHidden
    >
      <form className="admin-form-stack" noValidate onSubmit={(event) => void submit(event)} data-testid="user-form">
        {submitError ? <ApiErrorAlert error={submitError} testId="user-form-error" /> : null}
        <FormField label={t('adminConsole.users.name')} htmlFor="user-name" error={error('name')}>
          <Controller name="name" control={control} render={({ field }) => <Input id="user-name" {...field} />} />
        </FormField>
        <FormField label={t('adminConsole.users.username')} htmlFor="user-username" error={error('username')}>
          <Controller
            name="username"
            control={control}
            render={({ field }) => <Input id="user-username" dir="ltr" autoComplete="off" {...field} />}
          />
        </FormField>
        <FormField label={t('adminConsole.users.email')} htmlFor="user-email" error={error('email')}>
          <Controller
            name="email"
            control={control}
            render={({ field }) => <Input id="user-email" type="email" dir="ltr" autoComplete="off" {...field} />}
          />
        </FormField>
        {creating ? (
          <FormField label={t('adminConsole.users.password')} htmlFor="user-password" error={error('password')}>
            <Controller
              name="password"
              control={control}
              render={({ field }) => (
                <Input.Password id="user-password" dir="ltr" autoComplete="new-password" {...field} />
              )}
            />
          </FormField>
        ) : null}
        <div className="admin-user-switches">
          <Controller
            name="admin"
            control={control}
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                data-testid="user-admin"
              >
                {t('adminConsole.users.admin')}
              </Checkbox>
            )}
          />
          <Controller
            name="referral"
            control={control}
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                data-testid="user-referral"
              >
                {t('adminConsole.users.referral')}
              </Checkbox>
            )}
          />
        </div>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
