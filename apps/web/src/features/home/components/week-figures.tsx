import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { homeFigureNames, type HomeFigureName } from '@app/contract';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../api/get-home.ts';

/** One tile per figure: this business week, and its change from the last. */
export function WeekFigures({ figures }: { figures: HomeData['figures'] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const change = (name: HomeFigureName) => {
    const { this_week: now, last_week: before } = figures[name];
    if (now === before) return <Typography.Text type="secondary">{t('homeBusiness.noChange')}</Typography.Text>;
    if (before === 0) return <Typography.Text type="success">{t('homeBusiness.newThisWeek')}</Typography.Text>;
    const up = now > before;
    const Arrow = up ? ArrowUpOutlined : ArrowDownOutlined;
    return (
      <Typography.Text type={up ? 'success' : 'danger'}>
        <Arrow aria-hidden /> <bdi>{percent.format(Math.abs(now - before) / before)}</bdi>{' '}
        {t(up ? 'homeBusiness.moreThanLastWeek' : 'homeBusiness.lessThanLastWeek')}
      </Typography.Text>
    );
  };
  return (
    <div className="home-figures" data-testid="home-figures">
      {homeFigureNames.map((name) => (
        <Card key={name} size="small" className="home-figure" data-testid={`home-figure-${name}`}>
          <Statistic title={t(`homeBusiness.figures.${name}`)} value={figures[name].this_week} />
          <div className="home-figure-change">{change(name)}</div>
          <Typography.Text type="secondary" className="home-figure-last">
            {t('homeBusiness.lastWeek', { value: figures[name].last_week })}
          </Typography.Text>
        </Card>
      ))}
    </div>
  );
}
