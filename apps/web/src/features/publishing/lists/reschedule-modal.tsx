import type { Post } from '@app/contract/publishing';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from '@/shared/ui/confirm-action-modal.tsx';
import { fromPickerWallClock, toPickerWallClock } from '@/shared/time/business-time.ts';
import { BusinessDatePicker } from '@/shared/time/business-date-picker.tsx';
import { useReschedulePost } from '../api/reschedule-post.ts';

type RescheduleModalProps = { post: Pick<Post, 'id' | 'scheduled_at'>; open: boolean; onClose: () => void };

/** A new due time picked on the business clock; the server's refusal (a past time, a lost token) stays in the modal. */
export function RescheduleModal({ post, open, onClose }: RescheduleModalProps) {
  const { t } = useTranslation();
  const reschedule = useReschedulePost();
  const [picked, setPicked] = useState<Dayjs | null>(() => toPickerWallClock(post.scheduled_at));

  return (
    <ConfirmActionModal
      open={open}
      title={t('publishing.actions.rescheduleTitle')}
      okText={t('publishing.actions.reschedule')}
      onConfirm={async () => {
        if (!picked) throw new Error(t('publishing.actions.pickTime'));
        await reschedule.mutateAsync({ id: post.id, scheduledAt: fromPickerWallClock(picked) });
      }}
      onClose={onClose}
      testId="reschedule-modal"
    >
      <p className="muted small">{t('publishing.actions.rescheduleHint')}</p>
      <BusinessDatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={picked}
        onChange={setPicked}
        disabledDate={(date) => date.isBefore(toPickerWallClock().startOf('day'))}
        className="full-width"
        data-testid="reschedule-picker"
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      />
    </ConfirmActionModal>
  );
}
