import '../auth.css';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLocale, messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { startSession } from '@/shared/session/session-actions.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { lazyResolver } from '@/shared/validation/lazy-resolver.ts';
import { ownerLogin } from '../api/owner-login.ts';
import { ownerHomePath } from '../login-paths.ts';
import type { LoginFormValues } from './login-form-schema.ts';

type LoginFormProps = { alertText: string | null; onAlertChange: (text: string | null) => void };

export function LoginForm({ alertText, onAlertChange }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const navigate = useNavigate();
  const showApiError = useShowApiError();
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./login-form-schema.ts').then((module) => module.loginFormResolver(messageLocale(locale))),
      ),
    [locale],
  );
  const { control, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver,
    defaultValues: { username: '', password: '', remember: true },
  });

  const submit = handleSubmit(async ({ username, password, remember }) => {
    onAlertChange(null);
    try {
      const session = await ownerLogin({ username, password, oneTime: !remember });
      startSession(session, remember ? 'remembered' : 'one-time');
      // The language chosen on the profile follows the owner to every device.
      if (session.user.locale && session.user.locale !== locale) void changeLocale(session.user.locale);
      void navigate(ownerHomePath, { replace: true });
    } catch (error) {
      onAlertChange(showApiError(error));
    }
  });

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      {alertText ? (
        <Alert type="error" showIcon title={alertText} className="login-alert" data-testid="login-alert" />
      ) : null}
      <Controller
        control={control}
        name="username"
        render={({ field, fieldState }) => (
          <FormField label={t('auth.username')} htmlFor="login-username" error={fieldState.error?.message}>
            <Input
              {...field}
              id="login-username"
              size="large"
              dir="auto"
              autoComplete="username"
              prefix={<UserOutlined />}
              placeholder={t('auth.usernamePlaceholder')}
              status={fieldState.error ? 'error' : ''}
              aria-invalid={Boolean(fieldState.error)}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <FormField label={t('auth.password')} htmlFor="login-password" error={fieldState.error?.message}>
            <Password
              {...field}
              id="login-password"
              size="large"
              dir="auto"
              autoComplete="current-password"
              prefix={<LockOutlined />}
              placeholder={t('auth.passwordPlaceholder')}
              status={fieldState.error ? 'error' : ''}
              aria-invalid={Boolean(fieldState.error)}
              iconRender={(visible) => (
                <span
                  role="button"
                  aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
                  data-testid="password-toggle"
                >
                  {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                </span>
              )}
            />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="remember"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            data-testid="remember-me"
            className="login-remember"
          >
            {t('auth.rememberMe')}
          </Checkbox>
        )}
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={formState.isSubmitting}
        data-testid="login-submit"
      >
        {t('auth.login')}
      </Button>
    </form>
  );
}
