import type { FlowDocument, FlowNode } from '@app/contract';

/** What the demo's customers write, and what the demo seller set up to answer them (Arabic first, as the shop is). */
export const demoLife = {
  campaign: {
    name: 'أسعار فساتين السهرة',
    keywords: ['سعر', 'بكم', 'price'],
    publicReply: 'أرسلنا لك السعر والتفاصيل على الخاص 🌷',
    privateReply: 'أهلًا بك! سعر فستان السهرة 45 دولارًا، والتوصيل مجاني لكل المحافظات خلال 3 أيام.',
    notMatchingReply: 'شكرًا لك 💐 اكتبي "السعر" ونرسل لك التفاصيل على الخاص',
  },
  templates: {
    privateMessage: {
      name: 'تأكيد الطلب',
      message: 'لتأكيد طلبك أرسلي لنا: الاسم ورقم الهاتف والمدينة والمقاس 📦 ونتواصل معك خلال ساعة.',
    },
    comment: {
      name: 'ردود الشكر',
      replies: [
        'شكرًا لك 🌷 أرسلنا لك التفاصيل على الخاص',
        'يسعدنا اهتمامك 💐 تفقدي رسائلك',
        'أهلًا بك ✨ ردّينا عليك على الخاص',
      ],
    },
  },
  comments: [
    { name: 'سارة الأحمد', message: 'بكم هذا الفستان؟' },
    { name: 'نور الهدى', message: 'السعر لو سمحتِ 🙏' },
    { name: 'ليلى خليل', message: 'تجنن 😍' },
  ],
  keywordReply: {
    name: 'التوصيل',
    keywords: ['توصيل', 'التوصيل'],
    message: 'نوصل لكل المحافظات خلال 2 إلى 3 أيام 🚚 والتوصيل مجاني للطلبات فوق 50 دولارًا.',
  },
  flowKeyword: { name: 'قائمة المتجر', keywords: ['القائمة', 'ابدأ'] },
  messages: [
    { name: 'هبة سليمان', text: 'مرحبا، هل التوصيل متاح إلى حلب؟' },
    { name: 'ريم ناصر', text: 'القائمة' },
    { name: 'Omar Haddad', text: 'Hello, do you have this dress in blue?' },
  ],
  posts: {
    published: 'تشكيلة الشتاء وصلت ❄️ معاطف وفساتين بألوان جديدة، اطلبيها الآن والتوصيل مجاني',
    scheduled: 'غدًا: خصم 30% على الحقائب لمدة يوم واحد فقط 👜 فعّلي التنبيه حتى لا يفوتك العرض',
  },
  instagram: {
    campaign: {
      name: 'فستان السهرة على إنستغرام',
      keywords: ['سعر', 'بكم', 'price'],
      publicReply: 'أرسلنا لك السعر في الرسائل 💌',
      privateReply: 'أهلًا بك! سعر فستان السهرة 45 دولارًا، ومتوفر بكل المقاسات. أرسلي لنا مقاسك ونحجزه لك 🌷',
    },
    comments: [
      { name: 'جنى مراد', username: 'jana.murad', message: 'بكم الفستان؟ 😍' },
      { name: 'رنا عيسى', username: 'rana.issa', message: 'السعر لو سمحتِ' },
    ],
    directTemplate: {
      name: 'المقاسات المتوفرة',
      message: 'المقاسات المتوفرة: S و M و L و XL 👗 أرسلي لنا مقاسك ونؤكد طلبك خلال ساعة.',
    },
  },
  story: {
    caption: 'وصل الآن: فستان الخطوبة الوردي 💗',
    /** The campaign on this story's replies, which answers them in place of the story reply quick reply. */
    campaignAnswer: 'فستان الخطوبة الوردي بـ 60 دولارًا 💗 متوفر بكل المقاسات، أرسلي لنا مقاسك ونحجزه لك.',
    replyAnswer: 'شكرًا على ردّك على القصة 💗 أرسلنا لك التفاصيل، وأي سؤال نحن هنا.',
    mentionAnswer: 'شكرًا على الإشارة إلى متجرنا 🌸 يسعدنا أن القطعة أعجبتك!',
    replies: [{ name: 'دانة يوسف', text: 'كم سعره؟' }],
    mentions: [{ name: 'مريم علي' }],
  },
} as const;

const at = (x: number, y: number) => ({ x, y });

const textStep = (id: string, message: string, position: { x: number; y: number }): FlowNode => ({
  id,
  type: 'message',
  position,
  data: { message_type: 'text', message, buttons: [], cards: [], replies: [], media_id: null, item_ids: [] },
});

/** The demo flow: a menu of two quick replies, each answered by its own message. */
export const demoFlowDocument: FlowDocument = {
  version: 2,
  nodes: [
    { id: 'start', type: 'start', position: at(0, 0), data: {} },
    {
      id: 'menu',
      type: 'message',
      position: at(0, 160),
      data: {
        message_type: 'quick_replies',
        message: 'أهلًا بك في متجر الأناقة 🌸 ماذا تحبين أن تري؟',
        buttons: [],
        cards: [],
        replies: [
          { title: 'فساتين السهرة', payload: 'DEMO_DRESSES' },
          { title: 'الحقائب', payload: 'DEMO_BAGS' },
        ],
        media_id: null,
        item_ids: [],
      },
    },
    textStep(
      'dresses',
      'فساتين السهرة من 40 إلى 90 دولارًا، بكل المقاسات. أرسلي صورة الموديل ونرد عليك فورًا.',
      at(-220, 360),
    ),
    textStep('bags', 'كل الحقائب عليها خصم 20% هذا الأسبوع 👜', at(220, 360)),
  ],
  edges: [
    { id: 'start-menu', source: 'start', source_handle: 'next', target: 'menu' },
    { id: 'menu-dresses', source: 'menu', source_handle: 'reply:0', target: 'dresses' },
    { id: 'menu-bags', source: 'menu', source_handle: 'reply:1', target: 'bags' },
  ],
};
