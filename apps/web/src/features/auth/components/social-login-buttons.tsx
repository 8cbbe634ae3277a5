import '../auth.css';
import { FacebookFilled, InstagramOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialFlow } from '../api/get-facebook-dialog.ts';
import { startSocialLogin } from '../social-login.ts';

const socialButtons = [
  { flow: 'pages', name: 'facebook', icon: <FacebookFilled />, label: 'auth.loginWithFacebook' },
  { flow: 'instagram', name: 'instagram', icon: <InstagramOutlined />, label: 'auth.loginWithInstagram' },
] as const satisfies readonly { flow: SocialFlow; name: string; icon: ReactNode; label: string }[];

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
      {socialButtons.map(({ flow, name, icon, label }) => (
        <Button
          key={flow}
          size="large"
          block
          icon={icon}
          className={`social-login-${name}`}
          loading={pendingFlow === flow}
          onClick={() => void start(flow)}
          data-testid={`social-login-${name}`}
        >
          {t(label)}
        </Button>
      ))}
    </div>
  );
}
