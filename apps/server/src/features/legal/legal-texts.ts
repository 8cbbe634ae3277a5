import type { AppLocale } from '@app/contract';

export type LegalDocument = 'privacy' | 'terms';

/** Who runs this copy of the product, the data controller the pages name (OPERATOR_NAME, OPERATOR_EMAIL). */
export type Operator = { name: string | null; email: string | null };

type NamedOperator = { name: string; email: string | null };

/** Without OPERATOR_NAME, the pages name the product as its screens do. */
const productName: Record<AppLocale, string> = { ar: 'لوحة البائع', en: 'Seller Dashboard' };

type Section = { heading: string; paragraphs: string[] };
export type LegalText = { title: string; updated: string; sections: Section[] };

/** The date the texts below last changed, shown on both pages. */
export const legalTextsUpdated = '2026-11-28';

type Texts = Record<LegalDocument, (operator: NamedOperator) => LegalText>;

const en: Texts = {
  privacy: (operator) => ({
    title: 'Privacy policy',
    updated: 'Last updated',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${operator.name} runs this service: a dashboard where sellers link their Facebook Pages and Instagram professional accounts to answer comments and messages automatically, run a Messenger bot, chat with their customers and publish posts.`,
          operator.email
            ? `For any question about your data, write to ${operator.email}.`
            : 'For any question about your data, use the contact details of the company that gave you access to this service.',
        ],
      },
      {
        heading: 'What we receive',
        paragraphs: [
          'When you sign in with Facebook and link a Page or an Instagram account: your name, your Facebook user id and profile picture, the Pages and accounts you choose (their ids, names, pictures and access tokens) and the permissions you granted.',
          "When people interact with your Page or account: their comments on your posts, the messages they send you (text and attachments), story mentions and replies, and the buttons they press, each with the sender's id, name and picture as Meta gives them.",
          'What you create here: reply campaigns, templates, bot replies and flows, posts and scheduled posts, labels and notes on your subscribers, and the files you upload.',
        ],
      },
      {
        heading: 'What we do with it',
        paragraphs: [
          'Only what you turn on: answering comments publicly and privately, answering messages with your bot, showing your conversations in the inbox, publishing and scheduling your posts, and showing you reports of this activity.',
          'We do not sell any of it, do not use it for advertising, and share it with no one except Meta (to deliver what you ask us to send) and the hosting provider that runs the service.',
        ],
      },
      {
        heading: 'How it is kept',
        paragraphs: [
          'Access tokens are stored encrypted. Times are stored in UTC and shown in the business time zone. Each seller sees only their own Pages, accounts and data.',
          'You can remove a Page or an account at any time from "My pages and accounts": the service stops using it at once. Removing the app from your Facebook settings (Settings & privacy → Settings → Business integrations) stops every Page you linked.',
          'When you remove the app there and ask Facebook to delete your data, the Pages and accounts only you linked are deleted here at once, with their access tokens, the people who wrote to them and their conversations, and your Facebook link; Facebook then shows you a confirmation code and a page that says what was deleted.',
        ],
      },
      {
        heading: 'The people who write to you',
        paragraphs: [
          'Customers who comment on your posts or message your Page are answered on your behalf: you remain responsible for what your automations send them. Their data is used only to answer them and to show you the conversation.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          operator.email
            ? `You, and anyone who wrote to a Page linked here, can ask to see, correct or delete their data by writing to ${operator.email}. We answer within 30 days.`
            : 'You, and anyone who wrote to a Page linked here, can ask to see, correct or delete their data through the contact details of the company that gave you access to this service.',
        ],
      },
    ],
  }),
  terms: (operator) => ({
    title: 'Terms of service',
    updated: 'Last updated',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          `${operator.name} gives sellers a dashboard to automate replies, run a Messenger bot, chat with customers and publish posts on the Facebook Pages and Instagram professional accounts they manage.`,
        ],
      },
      {
        heading: 'Your account and your pages',
        paragraphs: [
          'You may link only Pages and accounts you are allowed to manage, and you keep your sign-in details to yourself. You are responsible for what your campaigns, bot and posts send in your name.',
        ],
      },
      {
        heading: "Meta's rules",
        paragraphs: [
          "Everything sent through the service must follow Meta's Platform Terms, Community Standards and messaging policies: no spam, no misleading content, and messages only within the windows Meta allows. The service enforces Meta's limits; Meta may still restrict a Page that breaks its rules.",
        ],
      },
      {
        heading: 'Plans and payment',
        paragraphs: [
          'A newly linked Page starts with a trial. Afterwards each Page needs a plan for the period chosen; its features and monthly limits are those of the plan. When a plan ends, the automations of that Page stop until it is renewed; nothing you made is deleted.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'We work to keep the service running and your data safe, but it depends on Meta: when Meta is unavailable or changes its platform, some features may pause. The service is provided as it is, without a guarantee of fitness for a particular purpose.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          "You can stop at any time by removing your Pages and accounts. We may suspend a Page that breaks these terms or Meta's rules, and will say why.",
          operator.email ? `Questions about these terms: ${operator.email}.` : '',
        ].filter(Boolean),
      },
    ],
  }),
};

const ar: Texts = {
  privacy: (operator) => ({
    title: 'سياسة الخصوصية',
    updated: 'آخر تحديث',
    sections: [
      {
        heading: 'من نحن',
        paragraphs: [
          `تدير ${operator.name} هذه الخدمة: لوحة تحكم يربط فيها البائعون صفحاتهم على فيسبوك وحساباتهم الاحترافية على إنستغرام للرد تلقائيًا على التعليقات والرسائل، وتشغيل بوت ماسنجر، ومحادثة عملائهم، ونشر المنشورات.`,
          operator.email
            ? `لأي سؤال عن بياناتك، راسلنا على ${operator.email}.`
            : 'لأي سؤال عن بياناتك، تواصل مع الجهة التي منحتك الوصول إلى هذه الخدمة.',
        ],
      },
      {
        heading: 'ما الذي نتلقاه',
        paragraphs: [
          'عند تسجيل الدخول بفيسبوك وربط صفحة أو حساب إنستغرام: اسمك، ومعرّفك على فيسبوك وصورتك، والصفحات والحسابات التي تختارها (معرّفاتها وأسماؤها وصورها ورموز الوصول إليها)، والأذونات التي منحتها.',
          'عندما يتفاعل الناس مع صفحتك أو حسابك: تعليقاتهم على منشوراتك، والرسائل التي يرسلونها إليك (نصوصًا ومرفقات)، والإشارات إلى حسابك في القصص والردود عليها، والأزرار التي يضغطونها، مع معرّف المرسل واسمه وصورته كما تعطيها Meta.',
          'ما تنشئه هنا: حملات الردود، والقوالب، وردود البوت ومساراته، والمنشورات المنشورة والمجدولة، والتصنيفات والملاحظات على مشتركيك، والملفات التي ترفعها.',
        ],
      },
      {
        heading: 'ماذا نفعل بها',
        paragraphs: [
          'ما تفعّله أنت فقط: الرد على التعليقات علنًا وعلى الخاص، والرد على الرسائل بالبوت، وعرض محادثاتك في صندوق الرسائل، ونشر منشوراتك وجدولتها، وعرض تقارير هذا النشاط.',
          'لا نبيع شيئًا منها، ولا نستخدمها للإعلانات، ولا نشاركها مع أحد سوى Meta (لإيصال ما تطلب إرساله) ومزوّد الاستضافة الذي تعمل عليه الخدمة.',
        ],
      },
      {
        heading: 'كيف تُحفظ',
        paragraphs: [
          'تُحفظ رموز الوصول مشفّرة. تُحفظ الأوقات بالتوقيت العالمي وتُعرض بتوقيت النشاط التجاري. لا يرى كل بائع إلا صفحاته وحساباته وبياناته.',
          'يمكنك إزالة صفحة أو حساب في أي وقت من "صفحاتي وحساباتي": تتوقف الخدمة عن استخدامه فورًا. وإزالة التطبيق من إعدادات فيسبوك (الإعدادات والخصوصية ← الإعدادات ← عمليات تكامل الأعمال) توقف كل صفحة ربطتها.',
          'وعندما تزيل التطبيق من هناك وتطلب من فيسبوك حذف بياناتك، تُحذف هنا فورًا الصفحات والحسابات التي ربطتها وحدك، مع رموز الوصول إليها والأشخاص الذين راسلوها ومحادثاتهم، وربط حسابك على فيسبوك؛ ثم يعرض لك فيسبوك رمز تأكيد وصفحة تبيّن ما حُذف.',
        ],
      },
      {
        heading: 'الأشخاص الذين يراسلونك',
        paragraphs: [
          'يُردّ على العملاء الذين يعلّقون على منشوراتك أو يراسلون صفحتك نيابةً عنك: تبقى مسؤولًا عمّا ترسله ردودك التلقائية إليهم. تُستخدم بياناتهم فقط للرد عليهم ولعرض المحادثة لك.',
        ],
      },
      {
        heading: 'حقوقك',
        paragraphs: [
          operator.email
            ? `يمكنك، ويمكن لكل من راسل صفحة مرتبطة هنا، طلب الاطلاع على بياناته أو تصحيحها أو حذفها بمراسلة ${operator.email}. نرد خلال 30 يومًا.`
            : 'يمكنك، ويمكن لكل من راسل صفحة مرتبطة هنا، طلب الاطلاع على بياناته أو تصحيحها أو حذفها عبر الجهة التي منحتك الوصول إلى هذه الخدمة.',
        ],
      },
    ],
  }),
  terms: (operator) => ({
    title: 'شروط الخدمة',
    updated: 'آخر تحديث',
    sections: [
      {
        heading: 'الخدمة',
        paragraphs: [
          `تقدّم ${operator.name} للبائعين لوحة تحكم لأتمتة الردود، وتشغيل بوت ماسنجر، ومحادثة العملاء، ونشر المنشورات على صفحات فيسبوك وحسابات إنستغرام الاحترافية التي يديرونها.`,
        ],
      },
      {
        heading: 'حسابك وصفحاتك',
        paragraphs: [
          'لا تربط إلا الصفحات والحسابات المسموح لك بإدارتها، واحتفظ ببيانات دخولك لنفسك. أنت مسؤول عمّا ترسله حملاتك وبوتك ومنشوراتك باسمك.',
        ],
      },
      {
        heading: 'قواعد Meta',
        paragraphs: [
          'يجب أن يلتزم كل ما يُرسل عبر الخدمة بشروط منصة Meta ومعايير مجتمعها وسياسات المراسلة: لا رسائل مزعجة، ولا محتوى مضلل، ولا رسائل إلا ضمن النوافذ التي تسمح بها Meta. تطبّق الخدمة حدود Meta، وقد تقيّد Meta مع ذلك صفحة تخالف قواعدها.',
        ],
      },
      {
        heading: 'الباقات والدفع',
        paragraphs: [
          'تبدأ الصفحة المرتبطة حديثًا بفترة تجريبية. بعدها تحتاج كل صفحة إلى باقة للمدة المختارة، وميزاتها وحدودها الشهرية هي ميزات الباقة وحدودها. عند انتهاء الباقة تتوقف ردود تلك الصفحة التلقائية حتى تُجدَّد، ولا يُحذف شيء مما أنشأته.',
        ],
      },
      {
        heading: 'التوفّر',
        paragraphs: [
          'نعمل لتبقى الخدمة قائمة وبياناتك آمنة، لكنها تعتمد على Meta: حين تتعطل Meta أو تغيّر منصتها قد تتوقف بعض الميزات مؤقتًا. تُقدَّم الخدمة كما هي، دون ضمان ملاءمتها لغرض معيّن.',
        ],
      },
      {
        heading: 'الإنهاء',
        paragraphs: [
          'يمكنك التوقف في أي وقت بإزالة صفحاتك وحساباتك. وقد نوقف صفحة تخالف هذه الشروط أو قواعد Meta، ونذكر السبب.',
          operator.email ? `للأسئلة عن هذه الشروط: ${operator.email}.` : '',
        ].filter(Boolean),
      },
    ],
  }),
};

const texts: Record<AppLocale, Texts> = { ar, en };

export function legalText(document: LegalDocument, locale: AppLocale, operator: Operator): LegalText {
  return texts[locale][document]({ name: operator.name ?? productName[locale], email: operator.email });
}

export function operatorName(locale: AppLocale, operator: Operator): string {
  return operator.name ?? productName[locale];
}
