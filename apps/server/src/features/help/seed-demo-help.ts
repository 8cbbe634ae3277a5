import type { Db } from '../../platform/db/database.ts';
import { createHelpRepository } from './help.repository.ts';
import { createHelpService } from './help.service.ts';

type DemoArticle = { screen: string | null; ar: [string, string]; en: [string, string] };
type DemoSection = { titles: { ar: string; en: string }; articles: DemoArticle[] };

const demoSections: DemoSection[] = [
  {
    titles: { ar: 'البداية', en: 'Getting started' },
    articles: [
      {
        screen: '/dashboard',
        ar: [
          'الصفحة الرئيسية',
          '<h2>ما الذي تعرضه الرئيسية؟</h2><p>ترى في الرئيسية أرقام صفحتك: التعليقات التي رُدّ عليها والرسائل والطلبات، وهذا الأسبوع مقارنة بالأسبوع الماضي.</p><ul><li>اختر الصفحة من الشريط العلوي.</li><li>افتح أي رقم لترى تفاصيله.</li></ul>',
        ],
        en: [
          'The home screen',
          '<h2>What does the home show?</h2><p>The home shows your page’s figures: comments answered, messages and orders, this week against last week.</p><ul><li>Choose the page in the top bar.</li><li>Open any figure to see its details.</li></ul>',
        ],
      },
      {
        screen: null,
        ar: [
          'ربط صفحة فيسبوك',
          '<p>من <strong>إدارة الحساب ← الصفحات</strong> اضغط <em>ربط صفحة</em> ووافق على الأذونات المطلوبة. تظهر الصفحة بعدها في الشريط العلوي.</p>',
        ],
        en: [
          'Linking a Facebook page',
          '<p>In <strong>Account management → Pages</strong> press <em>Link a page</em> and accept the permissions asked. The page then shows in the top bar.</p>',
        ],
      },
    ],
  },
  {
    titles: { ar: 'الردود والمنشورات', en: 'Replies and posts' },
    articles: [
      {
        screen: '/dashboard/fb/posts',
        ar: [
          'الرد التلقائي على تعليقات منشور',
          '<h2>إنشاء حملة رد</h2><ol><li>اختر المنشور من القائمة.</li><li>اكتب الرد العلني والرد الخاص.</li><li>احفظ الحملة، وستبدأ بالرد على التعليقات الجديدة.</li></ol><p>يمكنك إيقاف الحملة مؤقتًا في أي وقت.</p>',
        ],
        en: [
          'Answering a post’s comments automatically',
          '<h2>Creating a reply campaign</h2><ol><li>Choose the post in the list.</li><li>Write the public reply and the private reply.</li><li>Save the campaign: it answers new comments from then on.</li></ol><p>You can pause the campaign at any time.</p>',
        ],
      },
    ],
  },
  {
    titles: { ar: 'البوت والمتجر', en: 'The bot and the store' },
    articles: [
      {
        screen: '/dashboard/bot/settings',
        ar: [
          'إعدادات البوت',
          '<p>فعّل البوت ليجيب عن رسائل الماسنجر، واختر رسالة الترحيب والأزرار التي تظهر في بداية المحادثة.</p><blockquote>عندما يتدخل شخص من فريقك في المحادثة يتوقف البوت عن الرد فيها.</blockquote>',
        ],
        en: [
          'The bot’s settings',
          '<p>Turn the bot on to answer Messenger messages, and choose the welcome message and the buttons shown when a conversation starts.</p><blockquote>When someone of your team takes over a conversation, the bot stops answering in it.</blockquote>',
        ],
      },
      {
        screen: '/dashboard/store/products',
        ar: [
          'إضافة منتجات إلى المتجر',
          '<p>اضغط <strong>منتج جديد</strong>، واكتب الاسم والسعر، وأضف الصور، ثم اختر التصنيف. يظهر المنتج لزبائنك عندما يكون <em>ظاهرًا</em>.</p>',
        ],
        en: [
          'Adding products to the store',
          '<p>Press <strong>New product</strong>, write its name and price, add its pictures, then choose its category. Customers see the product when it is <em>visible</em>.</p>',
        ],
      },
    ],
  },
];

/** The demo's help centre: a few published articles in Arabic and English, some explaining a screen. */
export async function seedDemoHelp(db: Db) {
  const help = createHelpService({ repository: createHelpRepository(db), mediaPrefixes: ['/media/'] });
  for (const section of demoSections) {
    const { section: created } = await help.createSection({ titles: section.titles });
    for (const article of section.articles) {
      await help.createArticle({
        section_id: created.id,
        status: 'published',
        screen: article.screen,
        versions: {
          ar: { title: article.ar[0], body: article.ar[1] },
          en: { title: article.en[0], body: article.en[1] },
        },
      });
    }
  }
}
