import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  BarChartOutlined,
  CheckOutlined,
  CloudUploadOutlined,
  ExperimentOutlined,
  FlagOutlined,
  SaveOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { flowLimits, type BotFlow, type FlowStats } from '@app/contract';
import { Button, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { builderPath } from '../flow-paths.ts';

type FlowBuilderToolbarProps = {
  flow: BotFlow;
  name: string;
  onNameChange: (name: string) => void;
  dirty: boolean;
  busy: 'save' | 'check' | 'publish' | null;
  onSave: () => void;
  onCheck: () => void;
  onPublish: () => void;
  trying: boolean;
  onToggleTry: () => void;
  statsShown: boolean;
  /** Null while they load (or when hidden). */
  stats: FlowStats | null;
  onToggleStats: () => void;
};

/** The flow's name, where it stands (published version, changes not published or not saved) and its actions. */
export function FlowBuilderToolbar(props: FlowBuilderToolbarProps) {
  const { t } = useTranslation();
  const rtl = directionOf(usePreferences((state) => state.locale)) === 'rtl';
  const { flow } = props;
  return (
    <div className="flow-toolbar nokey">
      <Link to={builderPath()} className="flow-toolbar-back" aria-label={t('botFlows.back')}>
        {rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} {t('botFlows.back')}
      </Link>
      <Input
        value={props.name}
        onChange={(event) => props.onNameChange(event.target.value)}
        maxLength={flowLimits.nameLength}
        aria-label={t('botFlows.name')}
        className="flow-toolbar-name"
        dir="auto"
        status={props.name.trim() ? '' : 'error'}
        data-testid="flow-name"
      />
      <div className="flow-toolbar-status">
        {flow.published_version !== null ? (
          <Tag color="green" data-testid="flow-published-version">
            {t('botFlows.version', { version: flow.published_version })}
          </Tag>
        ) : (
          <Tag data-testid="flow-published-version">{t('botFlows.notPublished')}</Tag>
        )}
        {props.dirty ? (
          <Tag color="orange" data-testid="flow-unsaved">
            {t('botFlows.unsaved')}
          </Tag>
        ) : flow.has_unpublished_changes && flow.published_version !== null ? (
          <Tag color="gold">{t('botFlows.unpublishedChanges')}</Tag>
        ) : null}
        {props.statsShown && props.stats ? (
          <span className="flow-toolbar-totals" data-testid="flow-stats-totals">
            <Tag
              color="processing"
              icon={<TeamOutlined />}
              title={t('botFlows.stats.running', { count: props.stats.running })}
              data-testid="flow-stats-running"
            >
              {t('botFlows.stats.runningShort', { count: props.stats.running })}
            </Tag>
            <Tag
              color="success"
              icon={<FlagOutlined />}
              title={t('botFlows.stats.finished', { count: props.stats.finished })}
              data-testid="flow-stats-finished"
            >
              {t('botFlows.stats.finishedShort', { count: props.stats.finished })}
            </Tag>
          </span>
        ) : null}
      </div>
      <div className="flow-toolbar-actions">
        <Button
          icon={<BarChartOutlined />}
          type={props.statsShown ? 'primary' : 'default'}
          ghost={props.statsShown}
          aria-pressed={props.statsShown}
          onClick={props.onToggleStats}
          data-testid="flow-stats-toggle"
        >
          {t('botFlows.stats.toggle')}
        </Button>
        <Button
          icon={<ExperimentOutlined />}
          type={props.trying ? 'primary' : 'default'}
          ghost={props.trying}
          aria-pressed={props.trying}
          onClick={props.onToggleTry}
          disabled={props.busy !== null}
          data-testid="flow-try-toggle"
        >
          {t('botFlows.try.open')}
        </Button>
        <Button
          icon={<SaveOutlined />}
          onClick={props.onSave}
          loading={props.busy === 'save'}
          disabled={props.busy !== null && props.busy !== 'save'}
          data-testid="flow-save"
        >
          {t('botFlows.save')}
        </Button>
        <Button
          icon={<CheckOutlined />}
          onClick={props.onCheck}
          loading={props.busy === 'check'}
          disabled={props.busy !== null && props.busy !== 'check'}
          data-testid="flow-check"
        >
          {t('botFlows.check')}
        </Button>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={props.onPublish}
          loading={props.busy === 'publish'}
          disabled={props.busy !== null && props.busy !== 'publish'}
          data-testid="flow-publish"
        >
          {t('botFlows.publish')}
        </Button>
      </div>
    </div>
  );
}
