import type { OrderFormFieldRow } from '../../platform/db/schema.ts';

/** The fashion page's order form in the demo: what a dress shop asks before it ships. */
export const demoOrderForm: { name: string; fields: OrderFormFieldRow[] } = {
  name: 'طلب فستان',
  fields: [
    {
      title: 'الاسم الكامل',
      name: 'full_name',
      placeholder: 'مثال: سارة أحمد',
      type: 'text',
      options: [],
      required: true,
    },
    { title: 'رقم الهاتف', name: 'phone', placeholder: '+963...', type: 'text', options: [], required: true },
    { title: 'المقاس', name: 'size', placeholder: '', type: 'select', options: ['S', 'M', 'L', 'XL'], required: true },
    {
      title: 'العنوان',
      name: 'address',
      placeholder: 'المدينة، الحي، الشارع',
      type: 'textarea',
      options: [],
      required: true,
    },
    { title: 'ملاحظات', name: 'notes', placeholder: '', type: 'textarea', options: [], required: false },
  ],
};
