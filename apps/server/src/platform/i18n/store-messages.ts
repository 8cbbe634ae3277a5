type Key =
  | 'store-page-not-yours'
  | 'store-page-taken'
  | 'store-order-form-not-found'
  | 'store-locale-not-offered'
  | 'store-default-name-required'
  | 'store-category-not-found'
  | 'store-category-cycle'
  | 'store-category-too-deep'
  | 'store-reorder-incomplete'
  | 'store-image-not-ours';

/** The store's settings, categories and items: what an owner is refused, and why. */
const en: Record<Key, string> = {
  'store-page-not-yours': 'One of the chosen pages is not linked to your account.',
  'store-page-taken': 'One of the chosen pages already sells from a store of another owner.',
  'store-order-form-not-found': 'The chosen order form does not exist.',
  'store-locale-not-offered': 'This language is not one of the store’s languages. Add it in the store settings.',
  'store-default-name-required': 'Write the name in the store’s main language.',
  'store-category-not-found': 'The chosen category is not in this store.',
  'store-category-cycle': 'A category cannot be placed inside itself or one of its own subcategories.',
  'store-category-too-deep': 'Categories can be nested at most 4 levels deep.',
  'store-reorder-incomplete': 'The list changed meanwhile. Reload and drag again.',
  'store-image-not-ours': 'Upload the picture here; links to pictures elsewhere are not accepted.',
};

const ar: Record<Key, string> = {
  'store-page-not-yours': 'إحدى الصفحات المختارة غير مرتبطة بحسابك.',
  'store-page-taken': 'إحدى الصفحات المختارة تبيع من متجر مالك آخر.',
  'store-order-form-not-found': 'نموذج الطلب المختار غير موجود.',
  'store-locale-not-offered': 'هذه اللغة ليست من لغات المتجر. أضفها من إعدادات المتجر.',
  'store-default-name-required': 'اكتب الاسم بلغة المتجر الرئيسية.',
  'store-category-not-found': 'التصنيف المختار ليس في هذا المتجر.',
  'store-category-cycle': 'لا يمكن وضع التصنيف داخل نفسه أو داخل أحد تصنيفاته الفرعية.',
  'store-category-too-deep': 'يمكن أن تتداخل التصنيفات حتى 4 مستويات فقط.',
  'store-reorder-incomplete': 'تغيّرت القائمة في هذه الأثناء. أعد التحميل واسحب من جديد.',
  'store-image-not-ours': 'ارفع الصورة هنا؛ لا تُقبل روابط صور من مواقع أخرى.',
};

export const storeMessages = { en, ar };
