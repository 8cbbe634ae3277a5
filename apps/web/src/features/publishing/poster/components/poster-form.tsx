import '../styles/poster.css';
import { CalendarOutlined, SendOutlined } from '@ant-design/icons';
import type { Post } from '@app/contract/publishing';
import { Alert, Button, Card, Col, Row, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/shared/ui/api-error-alert.tsx';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { usePostProblemText } from '../../shared/use-post-problem-text.ts';
import type { PosterFormValues } from '../poster-form-values.ts';
import { usePosterForm, type PosterFormState } from '../use-poster-form.ts';
import { BackgroundField, FirstCommentField, LinkField, MessageField, PostTypeField } from './content-fields.tsx';
import { MediaField } from './media-field.tsx';
import { PosterPreview } from './poster-preview.tsx';
import { ScheduleField } from './schedule-field.tsx';
import { TargetsField, usePosterTargets, type PosterTarget } from './targets-field.tsx';
import { TemplateBar } from './template-bar.tsx';
import { scrollBehavior } from '@/shared/lib/use-reduced-motion.ts';

type PosterFormProps = {
  initialValues: PosterFormValues;
  cancelTo: string;
  onSaved: (post: Post) => void;
};

/** The Facebook poster form or the Instagram post form of spec section 3, with the post's preview beside it. */
export function PosterForm({ initialValues, cancelTo, onSaved }: PosterFormProps) {
  const { t } = useTranslation();
  const form = usePosterForm(initialValues, onSaved);
  const targets = usePosterTargets(initialValues.network);
  const { submitError } = form;
  const errorRef = useRef<HTMLDivElement>(null);
  // The save button is at the bottom; what stopped the save is shown where it is, so the form scrolls to it.
  useEffect(() => {
    if (!submitError) return;
    const firstProblem = document.querySelector('.poster-problem-error') ?? errorRef.current;
    firstProblem?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  }, [submitError]);

  return (
    <form
      className="poster-layout"
      onSubmit={(event) => void form.submit(event)}
      // Enter confirms a picked date or a chosen page; it must not schedule or publish the post by itself.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
      noValidate
      data-testid="poster-editor"
    >
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={14} className="poster-column">
          <div ref={errorRef} />
          <ApiErrorAlert error={submitError} onClose={form.clearSubmitError} testId="poster-error" />
          <Card size="small" title={t('poster.form.whereSection')}>
            <div className="poster-stack">
              <TargetsField form={form} targets={targets} />
              <TemplateBar form={form} />
            </div>
          </Card>
          <Card
            size="small"
            title={t('poster.form.postSection')}
            extra={
              form.checking ? (
                <span role="status">
                  <Spin size="small" />
                  <span className="visually-hidden">{t('poster.form.checking')}</span>
                </span>
              ) : null
            }
          >
            <div className="poster-stack">
              <PostTypeField form={form} />
              <MessageField form={form} />
              <BackgroundField form={form} />
              <LinkField form={form} />
              <MediaField form={form} />
              <FirstCommentField form={form} />
            </div>
          </Card>
          <Card size="small" title={t('poster.form.whenSection')}>
            <ScheduleField form={form} />
          </Card>
          <div className="poster-actions">
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              icon={form.values.schedule_type === 'now' ? <SendOutlined /> : <CalendarOutlined />}
              loading={form.saving}
              disabled={form.uploads.busy}
              data-testid="poster-save"
            >
              {form.values.schedule_type === 'now'
                ? t('poster.form.publishNow')
                : form.values.id
                  ? t('poster.form.saveChanges')
                  : t('poster.form.schedule')}
            </Button>
            <Link to={cancelTo}>
              <Button size="large">{t('common.cancel')}</Button>
            </Link>
          </div>
        </Col>
        <Col xs={24} xl={10}>
          <div className="poster-preview-sticky">
            <PosterPreview form={form} targets={targets} />
          </div>
        </Col>
      </Row>
      <PublishNowConfirm form={form} targets={targets} />
    </form>
  );
}

/** Spec section 4: publishing now needs a confirmation; a refusal stays in the dialog with its reason. */
function PublishNowConfirm({ form, targets }: { form: PosterFormState; targets: PosterTarget[] }) {
  const { t } = useTranslation();
  const describe = usePostProblemText();
  const names = targets.filter((target) => form.values.targets.includes(target.id)).map((target) => target.name);
  // Warnings do not stop the post; the seller sees them once more before it goes out.
  const warnings = form.problems.filter((problem) => problem.severity === 'warning');
  return (
    <ConfirmActionModal
      open={form.pendingPublish !== null}
      title={t('poster.confirm.title')}
      okText={t('poster.confirm.ok')}
      onConfirm={form.confirmPublish}
      onClose={form.cancelPublish}
      testId="publish-confirm"
    >
      <p>{t('poster.confirm.body')}</p>
      <ul className="poster-confirm-targets">
        {names.map((name) => (
          <li key={name}>
            <bdi>{name}</bdi>
          </li>
        ))}
      </ul>
      {warnings.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('poster.confirm.warnings')}
          description={
            <ul className="error-list">
              {warnings.map((warning, index) => (
                <li key={`${warning.code}-${index}`} dir="auto">
                  {describe(warning)}
                </li>
              ))}
            </ul>
          }
          data-testid="publish-confirm-warnings"
        />
      ) : null}
    </ConfirmActionModal>
  );
}
