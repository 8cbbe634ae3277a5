import '../auth.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { DarkModeToggle } from '@/shared/ui/dark-mode-toggle.tsx';
import { LocaleSelect } from '@/shared/ui/locale-select.tsx';
import { notificationDurationSeconds } from '@/shared/ui/use-show-api-error.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import loginDarkIllustration from '../assets/login-illustration-dark.svg';
import loginLightIllustration from '../assets/login-illustration-light.svg';
import { ForgotPassword } from '../components/forgot-password.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SocialLoginButtons } from '../components/social-login-buttons.tsx';
import type { LoginRedirectState } from '../login-paths.ts';

export function LoginRoute() {
  const { t } = useTranslation();
  const notification = useNotifier();
  const location = useLocation();
  const darkMode = usePreferences((state) => state.darkMode);
  const redirectState = location.state as LoginRedirectState | null;
  const [alertText, setAlertText] = useState(
    redirectState?.loginError === 'fail-message' ? t('auth.failMessage') : null,
  );

  const reportSocialFailure = () => {
    setAlertText(t('auth.failMessage'));
    notification.error({ title: t('auth.failMessage'), duration: notificationDurationSeconds, placement: 'top' });
  };

  return (
    <div className="auth-page">
      <div className="auth-toolbar">
        <LocaleSelect />
        <DarkModeToggle />
      </div>
      <div className="auth-illustration" aria-hidden>
        <img
          src={darkMode ? loginDarkIllustration : loginLightIllustration}
          alt=""
          data-testid="login-illustration"
          data-theme={darkMode ? 'dark' : 'light'}
        />
      </div>
      <main className="auth-panel">
        <div className="auth-card">
          <div className="auth-brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>{t('app.name')}</span>
          </div>
          <h1 className="auth-title">{t('auth.welcome')}</h1>
          <p className="auth-subtitle">{t('auth.subtitle')}</p>
          <LoginForm alertText={alertText} onAlertChange={setAlertText} />
          <ForgotPassword />
          <div className="auth-divider" role="separator">
            <span>{t('auth.or')}</span>
          </div>
          <SocialLoginButtons onFailure={reportSocialFailure} />
        </div>
      </main>
    </div>
  );
}
