import { RollbackOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/auth/index.ts';
import { clearStoredToken } from '@/shared/session/token-storage.ts';

/**
 * Ends the impersonation (its token is revoked and leaves this tab) and reloads as the admin, whose own token
 * never left local storage, on the users screen the admin came from. The session store is not signed out first:
 * that would send the tab to the login page before the reload.
 */
export function BackToAdminButton() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const backToAdmin = async () => {
    setLeaving(true);
    // The admin goes back even when the server cannot be reached; the owner's token then expires by itself.
    await logout().catch(() => undefined);
    clearStoredToken(true);
    window.location.assign('/admin/accounts');
  };
  return (
    <Button
      size="small"
      icon={<RollbackOutlined />}
      loading={leaving}
      onClick={() => void backToAdmin()}
      data-testid="back-to-admin"
    >
      {t('adminConsole.backToAdmin')}
    </Button>
  );
}
