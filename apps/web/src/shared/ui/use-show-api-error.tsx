import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { useNotifier } from './notifier.tsx';

export const notificationDurationSeconds = 3;

function messagesOf(errors: unknown): string[] {
  if (Array.isArray(errors)) return errors.filter((item): item is string => typeof item === 'string');
  if (errors && typeof errors === 'object') return Object.values(errors).flatMap((value) => messagesOf(value));
  return [];
}

/** The error display of spec section 8, shown as an antd notification that follows theme and direction. */
export function useShowApiError() {
  const notification = useNotifier();
  const { t } = useTranslation();

  return useCallback(
    (error: unknown) => {
      const fallback = t('errors.generic');
      let title = fallback;
      let details: string[] = [];
      if (isApiError(error)) {
        if (error.status === 422) {
          title = t('errors.fieldInvalid');
          details = messagesOf(error.errors);
        } else if (error.status === 402) {
          title = error.message || fallback;
          details = messagesOf(error.errors);
        } else if (error.status === 404) {
          title = error.message || t('errors.notFound');
        } else {
          title = error.message || fallback;
        }
      }
      notification.error({
        title,
        description: details.length ? (
          <ul className="error-list">
            {details.map((detail) => (
              <li key={detail} dir="auto">
                {detail}
              </li>
            ))}
          </ul>
        ) : undefined,
        duration: notificationDurationSeconds,
        placement: 'top',
      });
      return title;
    },
    [notification, t],
  );
}
