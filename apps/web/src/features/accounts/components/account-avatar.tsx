import '../account-common.css';
import { FacebookFilled, InstagramOutlined, ShopOutlined } from '@ant-design/icons';
import type { ModelType } from '@app/contract';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';

const typeIcons: Record<ModelType, ReactNode> = {
  fb: <FacebookFilled className="account-type-fb" />,
  instagram: <InstagramOutlined className="account-type-instagram" />,
  store: <ShopOutlined className="account-type-store" />,
};

type AccountAvatarProps = { name: string; avatar: string | null; type: ModelType; size?: number };

export function AccountAvatar({ name, avatar, type, size = 28 }: AccountAvatarProps) {
  return (
    <span className="account-avatar" style={{ width: size, height: size }}>
      <Avatar size={size} src={avatar ?? undefined} alt="">
        {name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <span className="account-avatar-type" aria-hidden>
        {typeIcons[type]}
      </span>
    </span>
  );
}
