/** The admin's technical tools: their link tokens. */
export const adminToolsMessages = {
  en: {
    'link-token-invalid': 'This link has expired or was already used. Open it again from the menu.',
  },
  ar: {
    'link-token-invalid': 'انتهت صلاحية هذا الرابط أو استُخدم من قبل. افتحه مرة أخرى من القائمة.',
  },
};
