import './cloud-picker.css';
import { CloudOutlined, FileOutlined, PlaySquareOutlined, SoundOutlined } from '@ant-design/icons';
import type { CloudFile } from '@app/contract/cloud';
import type { MediaFile } from '@app/contract/publishing';
import { apiRoutes } from '@app/contract/api-routes';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api/http-client.ts';

/** A cloud file as a post's media (the same record: a post names it by id). */
export const cloudFileAsMedia = (file: CloudFile): MediaFile => ({
  id: file.id,
  kind: file.kind === 'video' ? 'video' : 'image',
  extension: file.extension,
  url: file.url,
  bytes: file.bytes,
  width: file.width,
  height: file.height,
  original_name: file.name,
  created_at: file.created_at,
});

function PickerIcon({ file }: { file: CloudFile }) {
  if (file.kind === 'image') return <img src={file.url} alt="" loading="lazy" />;
  if (file.kind === 'video') return <PlaySquareOutlined />;
  if (file.kind === 'audio') return <SoundOutlined />;
  return <FileOutlined />;
}

/**
 * "Choose from the cloud": one of the owner's uploaded files, of the formats the field takes, instead of a new
 * upload. Every place that takes a file offers it beside its upload button.
 */
export function CloudPicker({
  extensions,
  onPick,
  disabled = false,
  compact = false,
  label,
  size,
  bordered = false,
  testId = 'cloud-picker',
}: {
  extensions: readonly string[];
  onPick: (file: CloudFile) => void;
  disabled?: boolean;
  /** A toolbar's icon button (the inbox composer, the help editor): its name said by its label and tooltip. */
  compact?: boolean;
  /** Where the picked file goes, when a screen offers more than one picker. */
  label?: string;
  size?: 'small' | 'middle';
  /** A compact button drawn like its toolbar's neighbours (the help editor's), not as a bare icon. */
  bordered?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const name = label ?? t('cloud.pickFromCloud');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const files = useQuery({
    queryKey: ['cloud', 'files', 'picker', search],
    queryFn: () => api(apiRoutes.cloud.files, { query: { search: search.trim() || undefined } }),
    enabled: open,
  });
  const choices = (files.data?.files ?? []).filter((file) => extensions.includes(file.extension));

  return (
    <>
      {compact ? (
        <Tooltip title={name}>
          <Button
            type={bordered ? 'default' : 'text'}
            size={size}
            icon={<CloudOutlined />}
            aria-label={name}
            disabled={disabled}
            onClick={() => setOpen(true)}
            data-testid={testId}
          />
        </Tooltip>
      ) : (
        <Button
          icon={<CloudOutlined />}
          size={size}
          disabled={disabled}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {name}
        </Button>
      )}
      <Modal open={open} title={name} footer={null} onCancel={() => setOpen(false)} width={640} destroyOnHidden>
        <Input.Search
          allowClear
          placeholder={t('cloud.search')}
          aria-label={t('cloud.search')}
          onSearch={setSearch}
          className="cloud-picker-search"
        />
        {files.isPending ? <Spin className="cloud-picker-loading" /> : null}
        {files.data && choices.length === 0 ? <Empty description={t('cloud.pickNone')} /> : null}
        <div className="cloud-picker-grid" data-testid="cloud-picker-files">
          {choices.map((file) => (
            <button
              key={file.id}
              type="button"
              className="cloud-picker-file"
              onClick={() => {
                onPick(file);
                setOpen(false);
              }}
              data-testid="cloud-picker-file"
            >
              <span className="cloud-picker-thumb">
                <PickerIcon file={file} />
              </span>
              <bdi className="cloud-picker-name">{file.name}</bdi>
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
