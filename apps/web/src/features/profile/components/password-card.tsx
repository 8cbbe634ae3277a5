import { LockOutlined } from '@ant-design/icons';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@app/contract';
import { Alert, Button, Card } from 'antd';
import Password from 'antd/es/input/Password';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import { useChangePassword } from '../api/profile-api.ts';

/** The special characters of the spec's password rule, shown left to right in either language. */
const passwordSymbols = '!@#$%&*()';

const fields = [
  { name: 'current_password', label: 'profile.currentPassword', autoComplete: 'current-password' },
  { name: 'password', label: 'profile.newPassword', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'profile.confirmPassword', autoComplete: 'new-password' },
] as const;

/** The spec's password rule is checked here and again by the server; the other sessions end after a change. */
export function PasswordCard() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const showApiError = useShowApiError();
  const locale = usePreferences((state) => state.locale);
  const change = useChangePassword();
  const resolver = useMemo(() => localizedZodResolver(changePasswordRequestSchema, messageLocale(locale)), [locale]);
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordRequest>({
    resolver,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const submit = handleSubmit((values) =>
    change.mutateAsync(values).then(
      () => {
        reset();
        notifier.success({ title: t('profile.passwordChanged') });
      },
      (error: unknown) => {
        if (serverFieldErrors(error)) showServerFieldErrors(error, setError);
        else showApiError(error);
      },
    ),
  );

  return (
    <Card title={t('profile.passwordTitle')} data-testid="profile-password-card">
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <Alert
          type="info"
          showIcon
          title={
            <>
              {t('profile.passwordRule')} <bdi dir="ltr">{passwordSymbols}</bdi>. {t('profile.passwordRuleAfter')}
            </>
          }
        />
        {fields.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: input, fieldState }) => (
              <FormField label={t(field.label)} htmlFor={`profile-${field.name}`} error={fieldState.error?.message}>
                <Password
                  {...input}
                  id={`profile-${field.name}`}
                  dir="ltr"
                  autoComplete={field.autoComplete}
                  prefix={<LockOutlined />}
                  status={fieldState.error ? 'error' : ''}
                  aria-invalid={Boolean(fieldState.error)}
                  data-testid={`profile-${field.name}`}
                />
              </FormField>
            )}
          />
        ))}
        <div>
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-password-save">
            {t('profile.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
