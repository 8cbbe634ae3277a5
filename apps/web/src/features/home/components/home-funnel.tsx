import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../api/get-home.ts';

/** Comment → private reply → order form opened → order this week: each step as a share of the comments. */
export function HomeFunnel({ funnel }: { funnel: HomeData['funnel'] }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const steps = [
    { key: 'comments', value: funnel.comments },
    { key: 'privateSent', value: funnel.private_sent },
    { key: 'formsOpened', value: funnel.forms_opened },
    { key: 'orders', value: funnel.orders },
  ] as const;
  return (
    <Card title={t('homeBusiness.funnel.title')} className="home-card" data-testid="home-funnel">
      <ol className="home-funnel">
        {steps.map((step, index) => {
          const before = index > 0 ? steps[index - 1]!.value : null;
          return (
            <li key={step.key} className="home-funnel-step" data-testid={`home-funnel-${step.key}`}>
              <div className="home-funnel-label">
                <span>{t(`homeBusiness.funnel.${step.key}`)}</span>
                <strong>{numbers.format(step.value)}</strong>
              </div>
              <Progress
                aria-label={t(`homeBusiness.funnel.${step.key}`)}
                percent={funnel.comments > 0 ? (step.value / funnel.comments) * 100 : 0}
                showInfo={false}
              />
              {before !== null && before > 0 ? (
                <Typography.Text type="secondary" className="home-funnel-share">
                  {t('homeBusiness.funnel.ofStepBefore', { share: percent.format(step.value / before) })}
                </Typography.Text>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
