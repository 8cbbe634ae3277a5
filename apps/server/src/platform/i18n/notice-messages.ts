type Key = 'push-endpoint-https-required' | 'notice-owner-missing';

/** Push subscriptions and administrators' notices. */
const en: Record<Key, string> = {
  'push-endpoint-https-required': "The browser's push address must use https.",
  'notice-owner-missing': 'Choose the owner to send the notification to.',
};

const ar: Record<Key, string> = {
  'push-endpoint-https-required': 'يجب أن يستخدم عنوان الإشعارات في المتصفح https.',
  'notice-owner-missing': 'اختر المالك الذي سيصله الإشعار.',
};

export const noticeMessages = { en, ar };
