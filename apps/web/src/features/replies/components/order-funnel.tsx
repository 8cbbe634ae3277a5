import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Card, Statistic } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyReport } from '../api/get-reply-reports.ts';

/** Comment to order: comments → private replies → order forms opened → orders, each step's share of the one before. */
export function OrderFunnel({ funnel }: { funnel: ReplyReport['order_funnel'] }) {
  const { t, i18n } = useTranslation();
  const steps = [
    { key: 'comments', value: funnel.comments },
    { key: 'privateSent', value: funnel.private_sent },
    { key: 'formsOpened', value: funnel.forms_opened },
    { key: 'orders', value: funnel.orders },
  ] as const;
  const Arrow = i18n.dir() === 'rtl' ? ArrowLeftOutlined : ArrowRightOutlined;
  const share = (value: number, before: number) =>
    before > 0 ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / before) : null;
  return (
    <Card size="small" title={t('replies.funnel.title')} data-testid="order-funnel">
      <div className="stat-row order-funnel">
        {steps.map((step, index) => {
          const before = index > 0 ? steps[index - 1]!.value : null;
          const percent = before === null ? null : share(step.value, before);
          return (
            <Fragment key={step.key}>
              {index > 0 ? <Arrow aria-hidden className="order-funnel-arrow" /> : null}
              <Statistic
                title={t(`replies.funnel.${step.key}`)}
                value={step.value}
                suffix={percent ? <span className="order-funnel-share">({percent})</span> : undefined}
                data-testid={`funnel-${step.key}`}
              />
            </Fragment>
          );
        })}
      </div>
    </Card>
  );
}
