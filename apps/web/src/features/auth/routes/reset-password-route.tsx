import '../auth.css';
import { LockOutlined } from '@ant-design/icons';
import { passwordResetRequestSchema, type PasswordResetRequest, type PasswordResetStatus } from '@app/contract';
import { Alert, Button, Result, Spin } from 'antd';
import Password from 'antd/es/input/Password';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { serverFieldErrors, showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { DarkModeToggle } from '@/shared/ui/dark-mode-toggle.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { LocaleSelect } from '@/shared/ui/locale-select.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import { getPasswordResetStatus, resetPassword } from '../api/reset-password.ts';
import { loginPath } from '../login-paths.ts';

const fields = [
  { name: 'password', label: 'auth.newPassword' },
  { name: 'password_confirmation', label: 'auth.confirmPassword' },
] as const;

/** `/auth/reset-password/:token`: a one-time link from an admin (or an email) to set a new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const locale = usePreferences((state) => state.locale);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Outside the dashboard there is no query client: the link is checked once, here.
  const [status, setStatus] = useState<{ data?: PasswordResetStatus; failed?: true } | null>(null);
  useEffect(() => {
    if (token.length < 20) return;
    let current = true;
    void getPasswordResetStatus(token).then(
      (data) => current && setStatus({ data }),
      () => current && setStatus({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const resolver = useMemo(() => localizedZodResolver(passwordResetRequestSchema, messageLocale(locale)), [locale]);
  const { control, handleSubmit, setError, formState } = useForm<PasswordResetRequest>({
    resolver,
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(values);
      setDone(true);
    } catch (error) {
      if (serverFieldErrors(error)) showServerFieldErrors(error, setError);
      else setFailure(describeApiError(error, t).title);
    }
  });

  const invalid = token.length < 20 || status?.failed === true;
  const backToLogin = (
    <Link to={loginPath}>
      <Button type="primary">{t('auth.backToLogin')}</Button>
    </Link>
  );

  return (
    <div className="auth-page auth-page-single">
      <div className="auth-toolbar">
        <LocaleSelect />
        <DarkModeToggle />
      </div>
      <main className="auth-panel">
        <div className="auth-card" data-testid="reset-password-card">
          <div className="auth-brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>{t('app.name')}</span>
          </div>
          {done ? (
            <Result status="success" title={t('auth.resetDone')} extra={backToLogin} data-testid="reset-done" />
          ) : invalid ? (
            <Result status="warning" title={t('auth.resetInvalid')} extra={backToLogin} data-testid="reset-invalid" />
          ) : status === null ? (
            <Spin className="auth-reset-loading" />
          ) : (
            <>
              <h1 className="auth-title">{t('auth.resetTitle')}</h1>
              {status?.data ? (
                <p className="auth-subtitle" data-testid="reset-for">
                  {t('auth.resetFor')} <span className="auth-ltr">@{status.data.username}</span>
                </p>
              ) : null}
              <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
                {failure ? <Alert type="error" showIcon title={failure} data-testid="reset-alert" /> : null}
                <Alert
                  type="info"
                  showIcon
                  title={
                    <>
                      {t('auth.resetRule')} <span className="auth-ltr">!@#$%&amp;*()</span>
                    </>
                  }
                />
                {fields.map((field) => (
                  <Controller
                    key={field.name}
                    control={control}
                    name={field.name}
                    render={({ field: input, fieldState }) => (
                      <FormField
                        label={t(field.label)}
                        htmlFor={`reset-${field.name}`}
                        error={fieldState.error?.message}
                      >
                        <Password
                          {...input}
                          id={`reset-${field.name}`}
                          size="large"
                          dir="ltr"
                          autoComplete="new-password"
                          prefix={<LockOutlined />}
                          status={fieldState.error ? 'error' : ''}
                          aria-invalid={Boolean(fieldState.error)}
                          data-testid={`reset-${field.name}`}
                        />
                      </FormField>
                    )}
                  />
                ))}
                <Button
                  type="primary"
                  htmlType="submit"
                  size="large"
                  block
                  loading={formState.isSubmitting}
                  data-testid="reset-submit"
                >
                  {t('auth.resetSave')}
                </Button>
              </form>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
