import type { Post } from '@app/contract/publishing';
import { Popover } from 'antd';
import { useId } from 'react';
import { PostActions } from '../lists/post-actions.tsx';
import { NetworkIcon, PostThumbnail } from '../lists/post-card.tsx';
import { PostTargetLine } from '../lists/post-target-line.tsx';
import { useFormatDateTime, withWeekday } from '@/shared/time/use-format-date-time.ts';
import { PostStatusTag } from '../shared/post-status-tag.tsx';
import type { useCalendarDrag } from './use-calendar-drag.ts';

type CalendarEntryProps = { post: Post; drag: ReturnType<typeof useCalendarDrag> };

function EntryDetails({ post }: { post: Post }) {
  const formatDateTime = useFormatDateTime(withWeekday);
  return (
    <div className="calendar-details" data-testid="calendar-details">
      <div className="post-item-head">
        <NetworkIcon network={post.network} />
        <PostStatusTag status={post.status} />
        <span className="nowrap small">{formatDateTime(post.scheduled_at)}</span>
      </div>
      <div className="calendar-details-body">
        <PostThumbnail post={post} size="small" />
        {post.message ? (
          <p dir="auto" className="calendar-details-text">
            {post.message}
          </p>
        ) : null}
      </div>
      <ul className="post-targets">
        {post.targets.map((target) => (
          <PostTargetLine key={target.id} target={target} />
        ))}
      </ul>
      {post.status === 'scheduled' ? <PostActions post={post} compact /> : null}
    </div>
  );
}

/** A post in a day or a slot: its time, network and pages; dragged to reschedule, clicked for details and actions. */
export function CalendarEntry({ post, drag }: CalendarEntryProps) {
  const formatDateTime = useFormatDateTime(withWeekday);
  const targets = post.targets.map((target) => target.name).join(' · ');
  const dayId = useId();
  return (
    <Popover content={<EntryDetails post={post} />} trigger="click" placement="bottom" destroyOnHidden>
      <div
        role="button"
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
        className={`calendar-entry calendar-entry-${post.network} calendar-entry-${post.status}`}
        data-testid="calendar-entry"
        data-post-id={post.id}
        // Named by its content (WCAG 2.5.3: a voice user says what they see), where the pages and message cut to a
        // line are whole (data-truncates); its day follows as a description.
        aria-describedby={dayId}
        data-truncates
        {...drag.draggable(post)}
      >
        {/* Spaces between the parts take no room in the flex boxes but keep the time, pages and message apart as
            words of the name. */}
        <span className="calendar-entry-line">
          <NetworkIcon network={post.network} />{' '}
          <span className="calendar-entry-time">{formatDateTime(post.scheduled_at, 'HH:mm')}</span>{' '}
          <bdi className="calendar-entry-targets">{targets}</bdi>
        </span>{' '}
        {post.message ? (
          <span className="calendar-entry-text" dir="auto">
            {post.message}
          </span>
        ) : null}
        <span id={dayId} hidden>
          {formatDateTime(post.scheduled_at, 'ddd D MMM YYYY')}
        </span>
      </div>
    </Popover>
  );
}
