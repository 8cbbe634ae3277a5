import { MailOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { getSignInOptions, requestResetMail } from '../api/reset-password.ts';

/**
 * "Forgot your password?": a link mailed to the account's email when the server sends mail, else the way through an
 * administrator. What the server offers is asked once the owner opens it.
 */
export function ForgotPassword() {
  const { t } = useTranslation();
  const [byEmail, setByEmail] = useState<boolean | null>(null);
  const [login, setLogin] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Plain calls, not the query client: the sign-in page's bundle stays small (apps/web/scripts/bundle-report.ts).
  const askOptions = () => {
    if (byEmail !== null) return;
    getSignInOptions()
      .then((options) => setByEmail(options.password_reset_by_email))
      .catch(() => setByEmail(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = login.trim();
    setMissing(value === '');
    if (value === '' || sending) return;
    setSending(true);
    setFailure(null);
    requestResetMail(value)
      .then(() => setSent(true))
      .catch((error: unknown) => setFailure(describeApiError(error, t).title))
      .finally(() => setSending(false));
  };

  return (
    <details
      className="auth-forgot"
      data-testid="forgot-password"
      onToggle={(event) => event.currentTarget.open && askOptions()}
    >
      <summary>{t('auth.forgotPassword')}</summary>
      {byEmail === false ? <p>{t('auth.forgotPasswordHelp')}</p> : null}
      {byEmail && sent ? (
        <Alert type="success" showIcon title={t('auth.resetMailSent')} data-testid="reset-mail-sent" />
      ) : null}
      {byEmail && !sent ? (
        <form className="auth-forgot-form" onSubmit={submit} noValidate data-testid="reset-mail-form">
          <p>{t('auth.resetMailHelp')}</p>
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
          <FormField
            label={t('auth.resetMailLogin')}
            htmlFor="reset-mail-login"
            error={missing ? t('auth.resetMailLoginRequired') : undefined}
          >
            <Input
              id="reset-mail-login"
              dir="auto"
              autoComplete="username"
              value={login}
              onChange={(event) => setLogin(event.target.value)}
              status={missing ? 'error' : ''}
              aria-invalid={missing}
            />
          </FormField>
          <Button htmlType="submit" icon={<MailOutlined />} loading={sending} data-testid="reset-mail-send">
            {t('auth.resetMailSend')}
          </Button>
        </form>
      ) : null}
    </details>
  );
}
