type Key =
  | 'billing-package-not-found'
  | 'billing-package-retired'
  | 'billing-package-in-use'
  | 'billing-period-not-offered'
  | 'billing-periods-repeated'
  | 'billing-discount-too-large'
  | 'billing-not-renewable'
  | 'billing-invoice-decided'
  | 'billing-reason-required'
  | 'billing-invoice-has-no-subject'
  | 'billing-receipt-required';

/** Packages, invoices and renewals: what an owner or an admin is refused, and why. */
const en: Record<Key, string> = {
  'billing-package-not-found': 'This package does not exist.',
  'billing-package-retired': 'This package is no longer offered. Choose another one.',
  'billing-package-in-use': 'Pages, accounts or invoices use this package, so it cannot be deleted. Retire it instead.',
  'billing-period-not-offered': 'This package is not offered for this period. Choose one of its periods.',
  'billing-periods-repeated': 'Each period may be listed once.',
  'billing-discount-too-large': 'The discount cannot be more than the cost.',
  'billing-not-renewable': 'A blocked or deleted page or account cannot be renewed.',
  'billing-invoice-decided': 'This invoice was already confirmed, rejected or cancelled.',
  'billing-reason-required': 'Write why the receipt is rejected: the owner reads it.',
  'billing-invoice-has-no-subject': 'The page or account of this invoice no longer exists.',
  'billing-receipt-required': 'Attach a photo (PNG or JPG) of the transfer receipt.',
};

const ar: Record<Key, string> = {
  'billing-package-not-found': 'هذه الباقة غير موجودة.',
  'billing-package-retired': 'لم تعد هذه الباقة متاحة. اختر باقة أخرى.',
  'billing-package-in-use': 'هناك صفحات أو حسابات أو فواتير تستخدم هذه الباقة، فلا يمكن حذفها. أوقفها بدلًا من ذلك.',
  'billing-period-not-offered': 'هذه الباقة غير متاحة لهذه المدة. اختر إحدى مددها.',
  'billing-periods-repeated': 'تُذكر كل مدة مرة واحدة.',
  'billing-discount-too-large': 'لا يمكن أن يزيد الخصم على التكلفة.',
  'billing-not-renewable': 'لا يمكن تجديد صفحة أو حساب محظور أو محذوف.',
  'billing-invoice-decided': 'سبق تأكيد هذه الفاتورة أو رفضها أو إلغاؤها.',
  'billing-reason-required': 'اكتب سبب رفض الإيصال؛ سيقرؤه صاحب الصفحة.',
  'billing-invoice-has-no-subject': 'لم تعد الصفحة أو الحساب صاحب هذه الفاتورة موجودًا.',
  'billing-receipt-required': 'أرفق صورة (PNG أو JPG) لإيصال التحويل.',
};

export const billingMessages = { en, ar };
