import '../auth.css';
import { FacebookFilled, InstagramOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialFlow } from '../api/get-facebook-dialog.ts';
import { startSocialLogin } from '../social-login.ts';

export function SocialLoginButtons({ onFailure }: { onFailure: () => void }) {
  const { t } = useTranslation();
  const [pendingFlow, setPendingFlow] = useState<SocialFlow | null>(null);

  const start = async (flow: SocialFlow) => {
    setPendingFlow(flow);
    try {
      await startSocialLogin(flow);
    } catch {
      setPendingFlow(null);
      onFailure();
    }
  };

  return (
    <div className="social-login">
      <Button
        size="large"
        block
        icon={<FacebookFilled />}
        className="social-login-facebook"
        loading={pendingFlow === 'pages'}
        onClick={() => void start('pages')}
        data-testid="social-login-facebook"
      >
        {t('auth.loginWithFacebook')}
      </Button>
      <Button
        size="large"
        block
        icon={<InstagramOutlined />}
        className="social-login-instagram"
        loading={pendingFlow === 'instagram'}
        onClick={() => void start('instagram')}
        data-testid="social-login-instagram"
      >
        {t('auth.loginWithInstagram')}
      </Button>
    </div>
  );
}
