import { messengerLimits } from '@app/contract';
import { Card, Input, Typography } from 'antd';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { TagInput } from '@/shared/ui/tag-input.tsx';
import type { ReplyCampaignFormState } from './use-reply-campaign-form.ts';

/** Which comments get a reply: keywords, filter words, and the public reply for comments matching no keyword. */
export function TargetingSection({ form }: { form: ReplyCampaignFormState }) {
  const { t } = useTranslation();
  const { control, lookup } = form;
  const { field: keywords } = useController({ control, name: 'keywords' });
  const { field: filterWords } = useController({ control, name: 'filter_words' });
  const { field: notMatching } = useController({ control, name: 'not_matching_reply' });
  return (
    <Card size="small" title={t('replies.form.targetingSection')}>
      <div className="form-stack">
        <FormField label={t('replies.form.keywords')} htmlFor="reply-keywords" error={lookup('keywords')}>
          <TagInput
            id="reply-keywords"
            value={keywords.value}
            onChange={keywords.onChange}
            placeholder={t('replies.form.keywordsPlaceholder')}
            testId="reply-keywords"
          />
          <Typography.Text type="secondary">{t('replies.form.keywordsHint')}</Typography.Text>
        </FormField>
        <FormField label={t('replies.form.filterWords')} htmlFor="reply-filter-words" error={lookup('filter_words')}>
          <TagInput
            id="reply-filter-words"
            value={filterWords.value}
            onChange={filterWords.onChange}
            placeholder={t('replies.form.filterWordsPlaceholder')}
            testId="reply-filter-words"
          />
          <Typography.Text type="secondary">{t('replies.form.filterWordsHint')}</Typography.Text>
        </FormField>
        <FormField
          label={t('replies.form.notMatchingReply')}
          htmlFor="reply-not-matching"
          error={lookup('not_matching_reply')}
        >
          <Input.TextArea
            id="reply-not-matching"
            value={notMatching.value ?? ''}
            onChange={(event) => notMatching.onChange(event.target.value || null)}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={messengerLimits.textLength}
            dir="auto"
            disabled={keywords.value.length === 0}
            placeholder={t('replies.form.notMatchingPlaceholder')}
          />
          <Typography.Text type="secondary">{t('replies.form.notMatchingHint')}</Typography.Text>
        </FormField>
      </div>
    </Card>
  );
}
