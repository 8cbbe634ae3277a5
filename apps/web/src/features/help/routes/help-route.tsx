import '../help.css';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import type { HelpArticle } from '@app/contract';
import { isRtl } from '@app/contract';
import { Button, Card, Empty, Input, List, Result, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { useHelpArticle, useHelpCentre, useHelpSearch, useScreenArticle } from '../api/help-reading.ts';
import { HelpArticleBody } from '../components/help-article-body.tsx';

const articleLink = (id: number) => `/dashboard/help?article=${id}`;

/** `/dashboard/help`: the sections and their articles, a search, and one article (`?article=`, or `?screen=`). */
export function HelpRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const articleId = Number(params.get('article')) || null;
  const screen = params.get('screen');
  const words = (params.get('q') ?? '').trim();
  const screenArticle = useScreenArticle(articleId === null ? screen : null);
  const shown = articleId ?? screenArticle.data?.article?.id ?? null;

  const search = (value: string) => setParams(value.trim() ? { q: value.trim() } : {});

  return (
    <Card title={t('help.title')} data-testid="help-centre">
      <Input.Search
        key={words}
        className="help-search"
        defaultValue={words}
        placeholder={t('help.searchPlaceholder')}
        aria-label={t('help.searchPlaceholder')}
        allowClear
        enterButton
        onSearch={search}
        data-testid="help-search"
      />
      {screenArticle.isLoading ? (
        <Spin />
      ) : shown !== null ? (
        <ArticleView id={shown} />
      ) : words ? (
        <SearchResults words={words} />
      ) : (
        <Sections />
      )}
    </Card>
  );
}

function Sections() {
  const { t } = useTranslation();
  const centre = useHelpCentre();
  const sections = centre.data?.sections ?? [];
  if (centre.isLoading) return <Spin />;
  if (sections.length === 0) return <Empty description={t('help.empty')} />;
  return (
    <div className="help-sections">
      {sections.map((section) => (
        <Card key={section.id} size="small" title={section.title} data-testid="help-section">
          <ul className="help-section-articles">
            {section.articles.map((article) => (
              <li key={article.id}>
                <Link to={articleLink(article.id)} lang={article.locale} dir={isRtl(article.locale) ? 'rtl' : 'ltr'}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function SearchResults({ words }: { words: string }) {
  const { t } = useTranslation();
  const results = useHelpSearch(words);
  const articles = results.data?.articles ?? [];
  if (results.isLoading) return <Spin />;
  return (
    <>
      <BackHome />
      <List
        header={t('help.resultsFor', { words })}
        dataSource={articles}
        locale={{ emptyText: <Empty description={t('help.noResults')} /> }}
        data-testid="help-results"
        renderItem={(article) => (
          <List.Item key={article.id}>
            <List.Item.Meta
              title={
                <Link to={articleLink(article.id)} lang={article.locale} dir={isRtl(article.locale) ? 'rtl' : 'ltr'}>
                  {article.title}
                </Link>
              }
              description={
                <span className="help-result-excerpt" lang={article.locale} dir={isRtl(article.locale) ? 'rtl' : 'ltr'}>
                  {article.excerpt}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}

function BackHome() {
  const { t } = useTranslation();
  const rtl = usePreferences((state) => isRtl(state.locale));
  return (
    <Link to="/dashboard/help" data-testid="help-home-link">
      <Button type="link" icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}>
        {t('help.backHome')}
      </Button>
    </Link>
  );
}

function ArticleView({ id }: { id: number }) {
  const { t } = useTranslation();
  const article = useHelpArticle(id);
  if (article.isLoading) return <Spin />;
  if (!article.data)
    return (
      <>
        <BackHome />
        <Result status="404" title={t('help.notFound')} />
      </>
    );
  return (
    <>
      <BackHome />
      <ArticleContent article={article.data} />
    </>
  );
}

function ArticleContent({ article }: { article: HelpArticle }) {
  const { t, i18n } = useTranslation();
  const otherLanguage = article.locale !== i18n.language;
  return (
    <article data-testid="help-article" lang={article.locale} dir={isRtl(article.locale) ? 'rtl' : 'ltr'}>
      <Typography.Title level={3} data-testid="help-article-title">
        {article.title}
      </Typography.Title>
      <div className="help-article-meta" dir={isRtl(i18n.language) ? 'rtl' : 'ltr'} lang={i18n.language}>
        <Tag>{article.section_title}</Tag>
        {otherLanguage ? (
          <Tag color="blue" data-testid="help-article-language">
            {t('help.shownIn', { language: t(`help.languages.${article.locale}`) })}
          </Tag>
        ) : null}
      </div>
      <HelpArticleBody html={article.body} locale={article.locale} />
    </article>
  );
}
