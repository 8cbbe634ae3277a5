import { publishingLimits } from '@app/contract/publishing-limits';
import { Radio } from 'antd';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromPickerWallClock, toPickerWallClock } from '@/shared/time/business-time.ts';
import { BusinessDatePicker } from '@/shared/time/business-date-picker.tsx';
import { useBusinessZoneName } from '@/shared/time/business-zone-name.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { PosterFormState } from '../use-poster-form.ts';
import { ProblemList } from './problem-list.tsx';

/** Now or at a time picked on the business clock (stored UTC), whatever zone the browser is in. */
export function ScheduleField({ form }: { form: PosterFormState }) {
  const { t } = useTranslation();
  const zone = useBusinessZoneName();
  const { field: scheduleType } = useController({ control: form.control, name: 'schedule_type' });
  const { field: scheduleTime } = useController({ control: form.control, name: 'schedule_time' });
  const today = toPickerWallClock().startOf('day');
  return (
    <FormField label={t('poster.form.when')} htmlFor="poster-schedule-type">
      <Radio.Group
        id="poster-schedule-type"
        value={scheduleType.value}
        onChange={(event) => scheduleType.onChange(event.target.value)}
        options={[
          { value: 'now', label: t('poster.form.now') },
          { value: 'scheduled', label: t('poster.form.scheduled') },
        ]}
        data-testid="poster-schedule-type"
      />
      {scheduleType.value === 'scheduled' ? (
        <div className="poster-schedule-time">
          <BusinessDatePicker
            id="poster-schedule-time"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={scheduleTime.value ? toPickerWallClock(scheduleTime.value) : null}
            onChange={(date) => scheduleTime.onChange(date ? fromPickerWallClock(date) : null)}
            disabledDate={(date) =>
              date.isBefore(today) || date.isAfter(today.add(publishingLimits.maxScheduleDays, 'day'))
            }
            placeholder={t('poster.form.schedulePlaceholder')}
            status={form.lookup('schedule_time') ? 'error' : ''}
            className="poster-full-width"
            data-testid="poster-schedule-time"
          />
          <span className="poster-hint">{t('poster.form.timeZone', { zone })}</span>
          {form.lookup('schedule_time') ? (
            <div className="form-field-error" role="alert">
              {form.lookup('schedule_time')}
            </div>
          ) : null}
        </div>
      ) : null}
      <ProblemList problems={form.problems} area="schedule" />
    </FormField>
  );
}
