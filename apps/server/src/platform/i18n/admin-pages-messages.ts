// The admin pages' refusals (features/admin/pages), in both languages.
export const adminPagesMessages = {
  en: {
    'admin-owner-missing': 'One of the chosen owners does not exist.',
    'admin-package-missing': 'This package does not exist.',
    'admin-referral-not-referral': 'The chosen referral agent is not a referral user.',
    'admin-menu-empty': 'This page has no saved persistent menu to add: save one in its bot settings first.',
    'admin-instagram-menu-needs-page':
      'This account was linked with Instagram Login and has no page: its menu is set from its bot settings.',
  },
  ar: {
    'admin-owner-missing': 'أحد المالكين المختارين غير موجود.',
    'admin-package-missing': 'هذه الباقة غير موجودة.',
    'admin-referral-not-referral': 'الوسيط المختار ليس مستخدمًا وسيطًا.',
    'admin-menu-empty': 'لا توجد قائمة ثابتة محفوظة لهذه الصفحة: احفظ واحدة في إعدادات البوت أولًا.',
    'admin-instagram-menu-needs-page':
      'رُبط هذا الحساب بتسجيل دخول إنستغرام وليس له صفحة: تُضبط قائمته من إعدادات البوت.',
  },
} as const;
