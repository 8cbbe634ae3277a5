import { Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagingLimits, type Subscriber } from '@app/contract';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveSubscriberLabels } from './subscribers-api.ts';

type LabelsEditorProps = { subscriber: Subscriber | null; known: string[]; onClose: () => void };

/** The seller's labels on one subscriber: picked from the labels in use or typed new. */
export function LabelsEditor({ subscriber, known, onClose }: LabelsEditorProps) {
  const { t } = useTranslation();
  const showApiError = useShowApiError();
  const save = useSaveSubscriberLabels();
  const [labels, setLabels] = useState<string[]>([]);
  useEffect(() => setLabels(subscriber?.labels ?? []), [subscriber]);

  const submit = async () => {
    if (!subscriber) return;
    try {
      await save.mutateAsync({ id: subscriber.id, labels });
      onClose();
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Modal
      open={subscriber !== null}
      title={t('subscribers.labels.title', { name: subscriber?.name ?? subscriber?.meta_user_id ?? '' })}
      okText={t('subscribers.labels.save')}
      cancelText={t('subscribers.labels.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ id: 'subscriber-labels-save' }}
    >
      <Select
        mode="tags"
        className="subscriber-labels-select"
        value={labels}
        onChange={(next: string[]) =>
          setLabels(
            [...new Set(next.map((label) => label.trim().slice(0, messagingLimits.labelLength)))]
              .filter(Boolean)
              .slice(0, messagingLimits.labelsPerSubscriber),
          )
        }
        options={known.map((label) => ({ value: label, label }))}
        placeholder={t('subscribers.labels.placeholder')}
        data-testid="subscriber-labels-input"
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
