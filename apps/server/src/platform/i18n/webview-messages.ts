type Key =
  'webview-page-not-yours' | 'webview-domain-needs-https' | 'webview-domain-missing' | 'webview-domain-https-required';

/** Order forms and the page's web-view domain. */
const en: Record<Key, string> = {
  'webview-page-not-yours': 'Choose only your own pages.',
  'webview-domain-needs-https':
    'Meta whitelists https domains only: this http address works in the demo, not inside Messenger.',
  'webview-domain-missing': 'Meta accepted the domain but does not list it yet. Check again in a moment.',
  'webview-domain-https-required': 'The domain must use https.',
};

const ar: Record<Key, string> = {
  'webview-page-not-yours': 'اختر صفحاتك فقط.',
  'webview-domain-needs-https':
    'لا تقبل Meta إلا نطاقات https: هذا العنوان يعمل في العرض التجريبي فقط، لا داخل ماسنجر.',
  'webview-domain-missing': 'قبلت Meta النطاق لكنها لا تعرضه بعد. تحقق مرة أخرى بعد قليل.',
  'webview-domain-https-required': 'يجب أن يستخدم النطاق https.',
};

export const webviewMessages = { en, ar };
