import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowApiError } from './use-show-api-error.tsx';

type ConfirmDeleteOptions = {
  title: ReactNode;
  content: ReactNode;
  remove: () => Promise<unknown>;
  /** Shown once the deletion succeeded. */
  deletedMessage: string;
};

/** A danger confirmation before deleting something; a failed deletion is shown like any other API error. */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const showApiError = useShowApiError();

  return ({ title, content, remove, deletedMessage }: ConfirmDeleteOptions) =>
    void modal.confirm({
      title,
      content,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove();
          void message.success(deletedMessage);
        } catch (error) {
          showApiError(error);
        }
      },
    });
}
