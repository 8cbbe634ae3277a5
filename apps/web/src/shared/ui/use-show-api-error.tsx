import './error-details.css';
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

type Translate = (key: string) => string;

export type ApiErrorDescription = { title: string; details: string[] };

/** The error display rules of spec section 8: a title and, for 422 and 402, the listed messages. */
export function describeApiError(error: unknown, t: Translate): ApiErrorDescription {
  const fallback = t('errors.generic');
  if (!isApiError(error)) return { title: fallback, details: [] };
  if (error.status === 422) return { title: t('errors.fieldInvalid'), details: messagesOf(error.errors) };
  if (error.status === 402) return { title: error.message || fallback, details: messagesOf(error.errors) };
  if (error.status === 404) return { title: error.message || t('errors.notFound'), details: [] };
  return { title: error.message || fallback, details: [] };
}

export function ErrorDetails({ details }: { details: string[] }) {
  if (!details.length) return null;
  return (
    <ul className="error-list">
      {details.map((detail) => (
        <li key={detail} dir="auto">
          {detail}
        </li>
      ))}
    </ul>
  );
}

/** The error display of spec section 8, shown as an antd notification that follows theme and direction. */
export function useShowApiError() {
  const notification = useNotifier();
  const { t } = useTranslation();

  return useCallback(
    (error: unknown) => {
      const { title, details } = describeApiError(error, t);
      notification.error({
        title,
        description: details.length ? <ErrorDetails details={details} /> : undefined,
        duration: notificationDurationSeconds,
        placement: 'top',
      });
      return title;
    },
    [notification, t],
  );
}
