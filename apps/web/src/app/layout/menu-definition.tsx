import {
  AppstoreOutlined,
  BellOutlined,
  CloudOutlined,
  CommentOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  InstagramOutlined,
  LinkOutlined,
  MessageOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ModelType } from '@app/contract';
import type { ReactNode } from 'react';
import type { Permission } from './permissions.ts';

export type MenuLeaf = { path: string; labelKey: string; icon?: ReactNode; permission: Permission };
export type MenuGroup = { key: string; labelKey: string; items: MenuLeaf[] };
export type MenuEntry = MenuLeaf | MenuGroup;

const owner: Permission = { action: 'read', resource: 'owner' };
const admin: Permission = { action: 'manage', resource: 'admin' };
const referral: Permission = { action: 'read', resource: 'referral' };

const home: MenuLeaf = { path: '/dashboard', labelKey: 'menu.home', icon: <HomeOutlined />, permission: owner };

const accountManagement: MenuGroup = {
  key: 'account-management',
  labelKey: 'menu.groups.accountManagement',
  items: [
    { path: '/dashboard/cloud', labelKey: 'menu.cloud', icon: <CloudOutlined />, permission: owner },
    { path: '/dashboard/help', labelKey: 'menu.help', icon: <QuestionCircleOutlined />, permission: owner },
    { path: '/dashboard/user/invoices', labelKey: 'menu.invoices', icon: <FileTextOutlined />, permission: owner },
    {
      path: '/dashboard/user/notifications',
      labelKey: 'menu.notifications',
      icon: <BellOutlined />,
      permission: owner,
    },
  ],
};

// The owner's page management sits with the account screens, in the Facebook menu (its route is under /dashboard/fb).
const facebookAccountManagement: MenuGroup = {
  ...accountManagement,
  items: [
    { path: '/dashboard/fb/pages/accounts', labelKey: 'menu.pagesAccounts', icon: <LinkOutlined />, permission: owner },
    ...accountManagement.items,
  ],
};

const orderAutomation: MenuGroup = {
  key: 'order-automation',
  labelKey: 'menu.groups.orderAutomation',
  items: [
    { path: '/dashboard/webview/templates', labelKey: 'menu.formTemplates', icon: <FormOutlined />, permission: owner },
    { path: '/dashboard/webview/requests', labelKey: 'menu.requests', icon: <FileTextOutlined />, permission: owner },
  ],
};

const facebookMenu: MenuEntry[] = [
  home,
  {
    key: 'facebook-comments',
    labelKey: 'menu.groups.facebookComments',
    items: [
      { path: '/dashboard/fb/posts', labelKey: 'menu.posts', icon: <CommentOutlined />, permission: owner },
      { path: '/dashboard/fb/reports', labelKey: 'menu.reports', icon: <AppstoreOutlined />, permission: owner },
      {
        path: '/dashboard/fb/replies/templates',
        labelKey: 'menu.replyTemplates',
        icon: <MessageOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/fb/comment/templates',
        labelKey: 'menu.commentTemplates',
        icon: <MessageOutlined />,
        permission: owner,
      },
      { path: '/dashboard/fb/subscribers', labelKey: 'menu.subscribers', icon: <TeamOutlined />, permission: referral },
    ],
  },
  {
    key: 'facebook-posting',
    labelKey: 'menu.groups.facebookPosting',
    items: [
      { path: '/dashboard/fb/poster', labelKey: 'menu.newPost', icon: <SendOutlined />, permission: owner },
      {
        path: '/dashboard/fb/published-posts',
        labelKey: 'menu.publishedPosts',
        icon: <NotificationOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/fb/scheduled-posts',
        labelKey: 'menu.scheduledPosts',
        icon: <NotificationOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/fb/fb-scheduled-posts',
        labelKey: 'menu.facebookScheduledPosts',
        icon: <NotificationOutlined />,
        permission: owner,
      },
    ],
  },
  {
    key: 'bot',
    labelKey: 'menu.groups.bot',
    items: [
      { path: '/dashboard/bot/builder', labelKey: 'menu.botBuilder', icon: <RobotOutlined />, permission: owner },
      { path: '/dashboard/bot/templates', labelKey: 'menu.botTemplates', icon: <MessageOutlined />, permission: owner },
      { path: '/dashboard/bot/settings', labelKey: 'menu.botSettings', icon: <SettingOutlined />, permission: owner },
      {
        path: '/dashboard/bot/subscribers',
        labelKey: 'menu.botSubscribers',
        icon: <TeamOutlined />,
        permission: owner,
      },
      { path: '/dashboard/bot/fb/chat', labelKey: 'menu.liveChat', icon: <MessageOutlined />, permission: owner },
    ],
  },
  orderAutomation,
  facebookAccountManagement,
];

const instagramMenu: MenuEntry[] = [
  home,
  {
    key: 'instagram-comments',
    labelKey: 'menu.groups.instagramComments',
    items: [
      { path: '/dashboard/instagram/posts', labelKey: 'menu.posts', icon: <InstagramOutlined />, permission: owner },
      { path: '/dashboard/instagram/reports', labelKey: 'menu.reports', icon: <AppstoreOutlined />, permission: owner },
      {
        path: '/dashboard/instagram/templates',
        labelKey: 'menu.replyTemplates',
        icon: <MessageOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/instagram/hashtag/search',
        labelKey: 'menu.hashtagSearch',
        icon: <CommentOutlined />,
        permission: owner,
      },
    ],
  },
  {
    key: 'instagram-stories',
    labelKey: 'menu.groups.instagramStories',
    items: [
      {
        path: '/dashboard/instagram/quick-reply/story-mention',
        labelKey: 'menu.storyMention',
        icon: <MessageOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/instagram/quick-reply/story-reply',
        labelKey: 'menu.storyReply',
        icon: <MessageOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/instagram/instagram-stories',
        labelKey: 'menu.stories',
        icon: <InstagramOutlined />,
        permission: owner,
      },
    ],
  },
  {
    key: 'instagram-posting',
    labelKey: 'menu.groups.instagramPosting',
    items: [
      { path: '/dashboard/instagram/poster', labelKey: 'menu.newPost', icon: <SendOutlined />, permission: owner },
      {
        path: '/dashboard/instagram/published-posts',
        labelKey: 'menu.publishedPosts',
        icon: <NotificationOutlined />,
        permission: owner,
      },
      {
        path: '/dashboard/instagram/scheduled-posts',
        labelKey: 'menu.scheduledPosts',
        icon: <NotificationOutlined />,
        permission: owner,
      },
      { path: '/dashboard/instagram/chat', labelKey: 'menu.liveChat', icon: <MessageOutlined />, permission: owner },
    ],
  },
  accountManagement,
];

const storeMenu: MenuEntry[] = [
  home,
  {
    key: 'store',
    labelKey: 'menu.groups.store',
    items: [
      { path: '/dashboard/store/categories', labelKey: 'menu.categories', icon: <ShopOutlined />, permission: owner },
      { path: '/dashboard/store/products', labelKey: 'menu.products', icon: <ShopOutlined />, permission: owner },
    ],
  },
  orderAutomation,
  accountManagement,
];

export const ownerMenus: Record<ModelType, MenuEntry[]> = {
  fb: facebookMenu,
  instagram: instagramMenu,
  store: storeMenu,
};

export const adminMenu: MenuEntry[] = [
  { path: '/admin/home', labelKey: 'menu.adminStatistics', icon: <HomeOutlined />, permission: admin },
  {
    key: 'administration',
    labelKey: 'menu.groups.administration',
    items: [
      { path: '/admin/pages', labelKey: 'menu.adminPages', permission: admin },
      { path: '/admin/insta-accounts', labelKey: 'menu.adminInstagramAccounts', permission: admin },
      { path: '/admin/receipts', labelKey: 'menu.adminReceipts', permission: admin },
      { path: '/admin/accounts', labelKey: 'menu.adminAccounts', permission: admin },
      { path: '/admin/plans', labelKey: 'menu.adminPackages', permission: admin },
      { path: '/admin/pages/accounts', labelKey: 'menu.adminPageAccounts', permission: admin },
      { path: '/admin/replies/fb', labelKey: 'menu.adminReplies', permission: admin },
      { path: '/admin/help', labelKey: 'menu.adminHelp', permission: admin },
      { path: '/admin/notifications', labelKey: 'adminNotices.menu', permission: admin },
      { path: '/admin/errors/list', labelKey: 'menu.adminPageErrors', permission: admin },
      { path: '/admin/commenter/list', labelKey: 'menu.adminCommenterList', permission: admin },
      { path: '/admin/liker/list', labelKey: 'menu.adminLikerList', permission: admin },
    ],
  },
  {
    key: 'technical',
    labelKey: 'adminTools.menu.group',
    items: [
      { path: '/admin/tools/logs', labelKey: 'adminTools.menu.logs', permission: admin },
      { path: '/admin/tools/debug', labelKey: 'adminTools.menu.debug', permission: admin },
      { path: '/admin/tools/queues', labelKey: 'adminTools.menu.queues', permission: admin },
    ],
  },
];

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}
