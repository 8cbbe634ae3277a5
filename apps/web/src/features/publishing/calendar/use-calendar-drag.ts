import type { Post } from '@app/contract/publishing';
import { App } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useReschedulePost } from '../api/reschedule-post.ts';
import { canDrop, droppedInstant, isPastTarget, type DropTarget } from './calendar-math.ts';

const dragType = 'application/x-post-id';

const sameTarget = (left: DropTarget | null, right: DropTarget) =>
  left !== null && left.date === right.date && left.hour === right.hour;

/**
 * Native HTML5 drag and drop of scheduled posts onto days (month) or hour slots (week). A drop reschedules at once
 * (optimistic: the lists move the post before the server answers and put it back if it refuses); a past slot or the
 * post's own slot refuses the drop, so the browser shows the no-drop cursor there.
 */
export function useCalendarDrag() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const zone = useSession((state) => state.businessTimeZone);
  const reschedule = useReschedulePost();
  const [dragged, setDraggedState] = useState<Post | null>(null);
  // Handlers read the ref: a drop may come before React re-renders after the drag started.
  const draggedRef = useRef<Post | null>(null);
  const setDragged = (post: Post | null) => {
    draggedRef.current = post;
    setDraggedState(post);
  };
  const [over, setOver] = useState<DropTarget | null>(null);

  const accepts = (target: DropTarget) => {
    const post = draggedRef.current;
    return post !== null && canDrop(post.scheduled_at, target, Date.now(), zone);
  };

  const draggable = (post: Post) =>
    post.status === 'scheduled'
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.setData(dragType, String(post.id));
            event.dataTransfer.effectAllowed = 'move';
            setDragged(post);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
        }
      : { draggable: false };

  const dropZone = (target: DropTarget) => ({
    onDragOver: (event: DragEvent) => {
      if (!accepts(target)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (!sameTarget(over, target)) setOver(target);
    },
    onDragLeave: () => {
      if (sameTarget(over, target)) setOver(null);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const post = draggedRef.current;
      const accepted = accepts(target);
      setDragged(null);
      setOver(null);
      if (!post || !accepted) return;
      const scheduledAt = droppedInstant(post.scheduled_at, target, zone);
      reschedule.mutate(
        { id: post.id, scheduledAt },
        {
          onSuccess: () => void message.success(t('publishing.calendar.rescheduled')),
          onError: (error) => showApiError(error),
        },
      );
    },
  });

  const stateOf = (target: DropTarget) => ({
    past: isPastTarget(target, Date.now(), zone),
    over: sameTarget(over, target),
    dragging: dragged !== null,
  });

  return { draggable, dropZone, stateOf, dragging: dragged };
}
