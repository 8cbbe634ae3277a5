import { Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchObjectUrl } from '@/shared/api/http-client.ts';

/** A receipt photo: private to the owners and admins, so read with the caller's token rather than by address. */
export function ReceiptImage({ path, size, testId }: { path: string; size: number; testId?: string }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    fetchObjectUrl(path, controller.signal)
      .then((url) => {
        objectUrl = url;
        setSource(url);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  if (failed) return <span className="receipt-missing">{t('billing.renewal.receiptUnavailable')}</span>;
  if (!source) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return (
    <Image
      src={source}
      width={size}
      height={size}
      className="receipt-thumb"
      alt={t('billing.renewal.receipt')}
      data-testid={testId}
    />
  );
}
