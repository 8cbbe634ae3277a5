import { messengerLimits } from '@app/contract';
import { Card, Checkbox, Col, Input, Row, Typography } from 'antd';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromPickerWallClock, toPickerWallClock } from '@/shared/time/business-time.ts';
import { BusinessDatePicker } from '@/shared/time/business-date-picker.tsx';
import { CopyId } from '@/shared/ui/copy-id.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { ReplyPost } from '../../api/get-page-posts.ts';
import type { ReplyCampaignFormState } from './use-reply-campaign-form.ts';

type SectionProps = { form: ReplyCampaignFormState };

/** The campaign's name and the post it answers. */
export function NameAndPostFields({ form, post }: SectionProps & { post: ReplyPost | null }) {
  const { t } = useTranslation();
  const { field: name } = useController({ control: form.control, name: 'name' });
  const { field: postId } = useController({ control: form.control, name: 'post' });
  return (
    <>
      <FormField label={t('replies.form.name')} htmlFor="reply-name" error={form.lookup('name')}>
        <Input
          id="reply-name"
          value={name.value}
          onChange={(event) => name.onChange(event.target.value)}
          maxLength={100}
          dir="auto"
          placeholder={t('replies.form.namePlaceholder')}
          status={form.lookup('name') ? 'error' : ''}
          data-testid="reply-name"
        />
      </FormField>
      <FormField label={t('replies.form.post')} htmlFor="reply-post" error={form.lookup('post')}>
        <div id="reply-post" className="reply-post-summary">
          {post?.picture ? <img src={post.picture} alt="" /> : null}
          <div>
            <Typography.Paragraph ellipsis={{ rows: 2 }} className="reply-post-text">
              <bdi>{post?.message || t('replies.posts.noText')}</bdi>
            </Typography.Paragraph>
            <CopyId id={postId.value} testId="reply-post-id" />
          </div>
        </div>
      </FormField>
    </>
  );
}

/** When the campaign stops, and the public message comments get after that. */
export function ScheduleFields({ form }: SectionProps) {
  const { t } = useTranslation();
  const { field: stopAt } = useController({ control: form.control, name: 'stop_at' });
  const { field: schedule } = useController({ control: form.control, name: 'schedule' });
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <FormField label={t('replies.form.stopAt')} htmlFor="reply-stop-at" error={form.lookup('stop_at')}>
            <BusinessDatePicker
              id="reply-stop-at"
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={stopAt.value ? toPickerWallClock(stopAt.value) : null}
              onChange={(date) => {
                stopAt.onChange(date ? fromPickerWallClock(date) : null);
                if (!date) schedule.onChange(null);
              }}
              disabledDate={(date) => date.isBefore(toPickerWallClock().startOf('day'))}
              placeholder={t('replies.form.stopAtPlaceholder')}
              className="full-width"
            />
          </FormField>
        </Col>
        <Col xs={24} md={12} className="align-end">
          <Checkbox
            checked={schedule.value !== null}
            disabled={!stopAt.value}
            onChange={(event) => schedule.onChange(event.target.checked ? { type: 'stop', message: '' } : null)}
            data-testid="reply-schedule"
          >
            {t('replies.form.scheduleStop')}
          </Checkbox>
        </Col>
      </Row>
      {schedule.value ? (
        <FormField
          label={t('replies.form.scheduleMessage')}
          htmlFor="reply-schedule-message"
          error={form.lookup('schedule.message')}
        >
          <Input.TextArea
            id="reply-schedule-message"
            value={schedule.value.message ?? ''}
            onChange={(event) => schedule.onChange({ type: 'stop', message: event.target.value })}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={messengerLimits.textLength}
            dir="auto"
            placeholder={t('replies.form.scheduleMessagePlaceholder')}
          />
        </FormField>
      ) : null}
    </>
  );
}

/** The first card: name, post, stop date and the after-stop message. */
export function CampaignSection({ form, post }: SectionProps & { post: ReplyPost | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t('replies.form.campaignSection')} size="small">
      <div className="form-stack">
        <NameAndPostFields form={form} post={post} />
        <ScheduleFields form={form} />
      </div>
    </Card>
  );
}
