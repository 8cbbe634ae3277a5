import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionModal } from './confirm-action-modal.tsx';

type ConfirmDeleteOptions<Item> = {
  title: ReactNode;
  /** What the dialog says about the item asked about (its name, what goes with it). */
  content: (item: Item) => ReactNode;
  remove: (item: Item) => Promise<unknown>;
  /** Shown once the deletion succeeded. */
  deletedMessage: string;
  testId?: string;
};

/**
 * A deletion asked first in the app's one confirmation dialog (`ConfirmActionModal`, danger style): a refused
 * deletion keeps the dialog open with the reason inside it. Render `dialog` once; `ask(item)` opens it.
 */
export function useConfirmDelete<Item>({ title, content, remove, deletedMessage, testId }: ConfirmDeleteOptions<Item>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The item stays after closing so the dialog keeps its text while it fades out.
  const [item, setItem] = useState<{ value: Item } | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (value: Item) => {
    setItem({ value });
    setOpen(true);
  };

  const confirm = async () => {
    if (!item) return;
    await remove(item.value);
    void message.success(deletedMessage);
  };

  const dialog = (
    <ConfirmActionModal
      open={open}
      title={title}
      okText={t('common.delete')}
      danger
      onConfirm={confirm}
      onClose={() => setOpen(false)}
      testId={testId}
    >
      {item ? <p>{content(item.value)}</p> : null}
    </ConfirmActionModal>
  );

  return { ask, dialog };
}
