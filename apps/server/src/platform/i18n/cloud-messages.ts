type Params = Record<string, string | number>;
type Message = string | ((params: Params) => string);
type Key = 'cloud-quota-exceeded' | 'cloud-file-in-use' | 'cloud-folder-not-empty' | 'cloud-folder-name-taken';

/** The media cloud: its quota, and what a file or folder deletion is refused for. */
const en: Record<Key, Message> = {
  'cloud-quota-exceeded': ({ available, total }) =>
    `Your media cloud is full: ${available} MB left of ${total} MB. Delete files you no longer use or upgrade your plan.`,
  'cloud-file-in-use': 'This file is used by something running or scheduled. Stop it or change its file first.',
  'cloud-folder-not-empty': 'Move or delete the files in this folder first.',
  'cloud-folder-name-taken': 'You already have a folder with this name.',
};

const ar: Record<Key, Message> = {
  'cloud-quota-exceeded': ({ available, total }) =>
    `مساحة التخزين ممتلئة: بقي ${available} ميغابايت من ${total} ميغابايت. احذف ملفات لم تعد تستخدمها أو رقِّ باقتك.`,
  'cloud-file-in-use': 'هذا الملف مستخدم في شيء يعمل أو مجدول. أوقفه أو غيّر ملفه أولاً.',
  'cloud-folder-not-empty': 'انقل ملفات هذا المجلد أو احذفها أولاً.',
  'cloud-folder-name-taken': 'لديك مجلد بهذا الاسم مسبقاً.',
};

export const cloudMessages = { en, ar };
