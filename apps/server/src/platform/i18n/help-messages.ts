type Key = 'help-version-required' | 'help-section-not-found' | 'help-section-not-empty' | 'help-reorder-incomplete';

/** The help centre's administration: what an admin is refused, and why. */
const en: Record<Key, string> = {
  'help-version-required': 'Write the article in at least one language: a title and its text.',
  'help-section-not-found': 'The chosen section does not exist.',
  'help-section-not-empty': 'This section still has articles. Move or delete them first.',
  'help-reorder-incomplete': 'The list changed meanwhile. Reload and drag again.',
};

const ar: Record<Key, string> = {
  'help-version-required': 'اكتب المقالة بلغة واحدة على الأقل: عنوانًا ونصًا.',
  'help-section-not-found': 'القسم المختار غير موجود.',
  'help-section-not-empty': 'ما زالت في هذا القسم مقالات. انقلها أو احذفها أولًا.',
  'help-reorder-incomplete': 'تغيّرت القائمة في هذه الأثناء. أعد التحميل واسحب من جديد.',
};

export const helpMessages = { en, ar };
