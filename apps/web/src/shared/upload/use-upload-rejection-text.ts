import { uploadMegabytes } from '@app/contract/uploads';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadRejection } from './upload-checks.ts';

/** A refused file in the interface language, with the spec's 'The maximum image size is {size}'. */
export function useUploadRejectionText() {
  const { t } = useTranslation();
  return useCallback(
    (rejection: UploadRejection) => {
      if (rejection.reason === 'type') return t('upload.wrongType', rejection);
      const size = t('upload.megabytes', { count: uploadMegabytes(rejection.maxBytes) });
      return `${rejection.name}: ${t(`upload.tooLarge.${rejection.kind}`, { size })}`;
    },
    [t],
  );
}
