import type { FlowProblemCode } from '@app/contract';
import { byParam } from './variants.ts';

type Params = Record<string, string | number>;
type Key =
  | `flow-problem-${FlowProblemCode}`
  | 'flow-problem-dangling-branch-edge'
  | 'flow-problem-message-too-long'
  | 'flow-not-publishable'
  | 'flow-draft-changed'
  | 'flow-limit-reached';

/** Names of a branch (an edge's source handle) as the seller knows it: `button:1` is the second button. */
export const flowBranchTexts = {
  en: {
    button: 'Button {{n}}',
    'card-button': 'Button {{n}} of card {{card}}',
    reply: 'Quick reply {{n}}',
    next: 'The way on',
    answered: 'The answer',
    true: 'The “yes” way',
    false: 'The “no” way',
    other: 'The branch “{{handle}}”',
  },
  ar: {
    button: 'الزر {{n}}',
    'card-button': 'الزر {{n}} في البطاقة {{card}}',
    reply: 'الرد السريع {{n}}',
    next: 'طريق المتابعة',
    answered: 'فرع الإجابة',
    true: 'فرع «نعم»',
    false: 'فرع «لا»',
    other: 'الفرع «{{handle}}»',
  },
};
export type FlowBranchKey = keyof typeof flowBranchTexts.en;

/** Which branch name a handle has, with its numbers counted from 1. */
export function flowBranchOf(handle: string): { key: FlowBranchKey; params: Params } {
  const nth = (text: string | undefined) => Number(text) + 1;
  const button = /^button:(\d+)$/.exec(handle);
  if (button) return { key: 'button', params: { n: nth(button[1]) } };
  const cardButton = /^card:(\d+):button:(\d+)$/.exec(handle);
  if (cardButton) return { key: 'card-button', params: { n: nth(cardButton[2]), card: nth(cardButton[1]) } };
  const reply = /^reply:(\d+)$/.exec(handle);
  if (reply) return { key: 'reply', params: { n: nth(reply[1]) } };
  if (handle === 'next' || handle === 'answered' || handle === 'true' || handle === 'false')
    return { key: handle, params: {} };
  return { key: 'other', params: { handle } };
}

/** A text per node field, with one for the rest. */
const byField = (texts: Record<string, string>, otherwise: string) => byParam('field', texts, otherwise);

/** Why a flow cannot be published, per problem (`field` is the node's field or the branch). */
const en: Record<Key, (params: Params) => string> = {
  'flow-problem-no-start': () => 'The flow has no start. Add a start step.',
  'flow-problem-many-starts': () => 'A flow has one start. Remove the extra starts.',
  'flow-problem-dangling-branch': ({ branch }) => `${branch} leads nowhere. Connect it to a next step.`,
  'flow-problem-dangling-branch-edge': ({ branch }) =>
    `This connection leaves from ${branch}, which this step does not have. Delete it.`,
  'flow-problem-duplicate-branch': ({ branch }) => `${branch} is connected twice. Keep one connection.`,
  'flow-problem-edge-to-missing-node': () => 'This connection leads to a step that no longer exists. Delete it.',
  'flow-problem-loop-without-wait': () =>
    'These steps go round in a loop without waiting for the customer or for time. Add a wait or a question to the loop.',
  'flow-problem-message-invalid': byField(
    {
      message: 'Write the text of this message.',
      buttons: 'Add at least one button to this message.',
      replies: 'Add at least one quick reply to this message.',
      cards: 'Add at least one card to this message.',
      media_id: 'Choose the image or file of this message (the chosen one may have been deleted).',
    },
    'This message is not complete.',
  ),
  'flow-problem-message-too-long': ({ max }) =>
    `Meta takes at most ${max} characters of text above buttons. Shorten the text of this message.`,
  'flow-problem-question-invalid': byField(
    { field: 'Name the subscriber field the answer is saved to.' },
    'Write the question.',
  ),
  'flow-problem-condition-invalid': byField(
    {
      field: 'Choose the field this condition checks.',
      operator: 'This comparison does not fit what the condition checks. Choose another.',
      value: 'Write the value this condition compares with.',
    },
    'This condition is not complete.',
  ),
  'flow-problem-label-invalid': () => 'Write the label to add or remove.',
  'flow-problem-goto-missing-flow': () => 'Choose the flow to go to (the chosen one may have been deleted).',
  'flow-problem-unreachable-node': () => 'Nothing leads to this step from the start. Connect it or delete it.',
  'flow-not-publishable': () => 'The flow cannot be published yet. Fix the steps marked on the canvas.',
  'flow-draft-changed': () =>
    'This flow was changed in another tab or by someone else. Reload it to see the latest draft, then make your changes again.',
  'flow-limit-reached': ({ max }) => `A page can have at most ${max} flows.`,
};

const ar: Record<Key, (params: Params) => string> = {
  'flow-problem-no-start': () => 'لا توجد بداية للمسار. أضف خطوة البداية.',
  'flow-problem-many-starts': () => 'للمسار بداية واحدة فقط. احذف البدايات الزائدة.',
  'flow-problem-dangling-branch': ({ branch }) => `${branch} لا يؤدي إلى أي خطوة. صِله بالخطوة التالية.`,
  'flow-problem-dangling-branch-edge': ({ branch }) =>
    `هذا الاتصال يخرج من ${branch}، وهو غير موجود في هذه الخطوة. احذفه.`,
  'flow-problem-duplicate-branch': ({ branch }) => `${branch} متصل مرتين. أبقِ اتصالًا واحدًا.`,
  'flow-problem-edge-to-missing-node': () => 'هذا الاتصال يؤدي إلى خطوة لم تعد موجودة. احذفه.',
  'flow-problem-loop-without-wait': () =>
    'هذه الخطوات تدور في حلقة دون انتظار الزبون أو انتظار وقت. أضف انتظارًا أو سؤالًا إلى الحلقة.',
  'flow-problem-message-invalid': byField(
    {
      message: 'اكتب نص هذه الرسالة.',
      buttons: 'أضف زرًا واحدًا على الأقل إلى هذه الرسالة.',
      replies: 'أضف ردًا سريعًا واحدًا على الأقل إلى هذه الرسالة.',
      cards: 'أضف بطاقة واحدة على الأقل إلى هذه الرسالة.',
      media_id: 'اختر صورة هذه الرسالة أو ملفها (ربما حُذف الملف المختار).',
    },
    'هذه الرسالة غير مكتملة.',
  ),
  'flow-problem-message-too-long': ({ max }) =>
    `تقبل Meta ${max} حرفًا على الأكثر من النص فوق الأزرار. اختصر نص هذه الرسالة.`,
  'flow-problem-question-invalid': byField({ field: 'سمِّ حقل المشترك الذي تُحفظ فيه الإجابة.' }, 'اكتب نص السؤال.'),
  'flow-problem-condition-invalid': byField(
    {
      field: 'اختر الحقل الذي يفحصه هذا الشرط.',
      operator: 'هذه المقارنة لا تناسب ما يفحصه الشرط. اختر غيرها.',
      value: 'اكتب القيمة التي يقارن بها هذا الشرط.',
    },
    'هذا الشرط غير مكتمل.',
  ),
  'flow-problem-label-invalid': () => 'اكتب الوسم الذي تريد إضافته أو إزالته.',
  'flow-problem-goto-missing-flow': () => 'اختر المسار الذي تنتقل إليه (ربما حُذف المسار المختار).',
  'flow-problem-unreachable-node': () => 'لا شيء يؤدي إلى هذه الخطوة من البداية. صِلها أو احذفها.',
  'flow-not-publishable': () => 'لا يمكن نشر المسار بعد. صحّح الخطوات المعلّمة على اللوحة.',
  'flow-draft-changed': () =>
    'تغيّر هذا المسار في نافذة أخرى أو من قِبل شخص آخر. أعد تحميله لترى آخر مسودة، ثم أعد تعديلاتك.',
  'flow-limit-reached': ({ max }) => `بلغت الصفحة الحد الأقصى لعدد المسارات (${max}).`,
};

export const flowProblemMessages = { en, ar };
