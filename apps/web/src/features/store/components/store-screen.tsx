import { SettingOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { storeSettingsPath } from '../store-paths.ts';
import { useCurrentStore } from '../use-current-store.ts';
import { NoStore } from './no-store.tsx';

type CurrentStore = NonNullable<ReturnType<typeof useCurrentStore>>;

/** A store screen's frame: its title and the store's settings, or the way to open a first store. */
export function StoreScreen({
  title,
  testId,
  extra,
  children,
}: {
  title: string;
  testId: string;
  extra?: ReactNode;
  children: (store: CurrentStore) => ReactNode;
}) {
  const { t } = useTranslation();
  const store = useCurrentStore();
  const authenticated = useSession((state) => state.authenticated);
  if (!authenticated) return <Skeleton active />;
  return (
    <div className="store-screen" data-testid={testId}>
      <div className="store-screen-head">
        <h2 className="screen-title">
          {title}
          {store ? <span className="store-screen-name"> · {store.name}</span> : null}
        </h2>
        {store ? (
          <div className="store-screen-actions">
            {extra}
            <Link to={storeSettingsPath(store.id)}>
              <Button icon={<SettingOutlined />} data-testid="store-settings-link">
                {t('store.settings.title')}
              </Button>
            </Link>
          </div>
        ) : null}
      </div>
      {store ? children(store) : <NoStore />}
    </div>
  );
}
