import { useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, UploadKind } from '@app/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { inboxQueryKeys } from '../api/inbox-query-keys.ts';
import { sendInboxMessage } from '../api/inbox-api.ts';
import { withMessage } from '../realtime/use-inbox-events.ts';

export type OutboxAttachment = { mediaId: number; name: string; kind: UploadKind; previewUrl: string | null };

/** A reply on its way: shown at once, retried with the same client_id so the server sends it at most once. */
export type OutboxEntry = {
  clientId: string;
  text: string;
  attachment: OutboxAttachment | null;
  /** Store items sent as product cards (`text` then only names them for the pending bubble). */
  itemIds?: number[];
  status: 'pending' | 'failed';
  error: string | null;
};

type Thread = { messages: InboxMessage[] };

export function useOutbox(conversationId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const inFlight = useRef(new Set<string>());

  const patch = (clientId: string, change: Partial<OutboxEntry>) =>
    setEntries((current) => current.map((entry) => (entry.clientId === clientId ? { ...entry, ...change } : entry)));

  const deliver = useCallback(
    (entry: OutboxEntry) => {
      // A second press while the first request is open sends nothing: the same client_id is already on its way.
      if (inFlight.current.has(entry.clientId)) return;
      inFlight.current.add(entry.clientId);
      sendInboxMessage(
        conversationId,
        entry.itemIds
          ? { clientId: entry.clientId, itemIds: entry.itemIds }
          : {
              clientId: entry.clientId,
              ...(entry.text ? { text: entry.text } : {}),
              ...(entry.attachment ? { mediaId: entry.attachment.mediaId } : {}),
            },
      )
        .then(({ message }) => {
          queryClient.setQueryData<Thread>(inboxQueryKeys.thread(conversationId), (thread) =>
            thread ? { ...thread, messages: withMessage(thread.messages, message) } : thread,
          );
          setEntries((current) => current.filter((item) => item.clientId !== entry.clientId));
          void queryClient.invalidateQueries({ queryKey: ['inbox', 'conversations'] });
        })
        .catch((error: unknown) => {
          const { title, details } = describeApiError(error, t);
          const reason =
            isApiError(error) && error.status === 0
              ? t('inbox.composer.networkError')
              : details.length > 0
                ? details.join(' ')
                : title;
          patch(entry.clientId, { status: 'failed', error: reason });
        })
        .finally(() => inFlight.current.delete(entry.clientId));
    },
    [conversationId, queryClient, t],
  );

  const send = useCallback(
    (text: string, attachment: OutboxAttachment | null, itemIds?: number[]) => {
      const entry: OutboxEntry = {
        clientId: crypto.randomUUID(),
        text,
        attachment,
        ...(itemIds ? { itemIds } : {}),
        status: 'pending',
        error: null,
      };
      setEntries((current) => [...current, entry]);
      deliver(entry);
    },
    [deliver],
  );

  const retry = useCallback(
    (entry: OutboxEntry) => {
      patch(entry.clientId, { status: 'pending', error: null });
      deliver(entry);
    },
    [deliver],
  );

  const discard = useCallback(
    (clientId: string) => setEntries((current) => current.filter((entry) => entry.clientId !== clientId)),
    [],
  );

  return { entries, send, retry, discard };
}
