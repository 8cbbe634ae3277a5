// The admin console's messages (features/admin: users, home), merged into the catalogue in messages.ts.
export const adminConsoleMessages = {
  en: {
    'user-blocked': 'This account is blocked. Contact support.',
    'username-taken': 'This username is taken.',
    'cannot-block-self': 'You cannot block your own account.',
    'cannot-change-own-admin': 'You cannot take the administrator role from your own account.',
  },
  ar: {
    'user-blocked': 'هذا الحساب موقوف. تواصل مع الدعم.',
    'username-taken': 'اسم المستخدم هذا مستخدم من قبل.',
    'cannot-block-self': 'لا يمكنك إيقاف حسابك أنت.',
    'cannot-change-own-admin': 'لا يمكنك سحب صلاحية المدير من حسابك أنت.',
  },
};
