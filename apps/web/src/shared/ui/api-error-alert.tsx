import { Alert } from 'antd';
import { ErrorDetails, type ApiErrorDescription } from './use-show-api-error.tsx';

/**
 * A refused save shown where the form is, by the error display rules of spec section 8 (`describeApiError`): the
 * title, and under it the listed messages. Nothing while there is no error.
 */
export function ApiErrorAlert({
  error,
  onClose,
  className,
  testId,
}: {
  error: ApiErrorDescription | null;
  /** Given: the seller can close the alert. */
  onClose?: () => void;
  className?: string;
  testId: string;
}) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable={onClose ? { onClose } : undefined}
      className={className}
      title={<span dir="auto">{error.title}</span>}
      description={error.details.length ? <ErrorDetails details={error.details} /> : undefined}
      data-testid={testId}
    />
  );
}
