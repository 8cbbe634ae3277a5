import { DeleteOutlined, EyeOutlined, FolderOutlined } from '@ant-design/icons';
import type { CloudFile, CloudFolder } from '@app/contract/cloud';
import { Button, Card, Dropdown, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileIcon, formatBytes } from './file-icon.tsx';

/** One file of the cloud: its picture or icon, name and size; open, move to a folder, delete. */
export function FileCard({
  file,
  folders,
  onOpen,
  onMove,
  onDelete,
}: {
  file: CloudFile;
  folders: CloudFolder[];
  onOpen: () => void;
  onMove: (folderId: number | null) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const size = formatBytes(file.bytes, i18n.language, { kb: t('cloud.kb'), mb: t('cloud.mb') });
  const moveItems = [
    ...(file.folder_id !== null ? [{ key: 'none', label: t('cloud.noFolder') }] : []),
    ...folders
      .filter((folder) => folder.id !== file.folder_id)
      .map((folder) => ({ key: String(folder.id), label: <bdi>{folder.name}</bdi> })),
  ];
  return (
    <Card
      size="small"
      className="cloud-file"
      data-testid="cloud-file"
      cover={
        <button
          type="button"
          className="cloud-file-thumb"
          onClick={onOpen}
          aria-label={t('cloud.open', { name: file.name })}
        >
          {file.kind === 'image' ? <img src={file.url} alt="" loading="lazy" /> : <FileIcon file={file} />}
        </button>
      }
      actions={[
        <Tooltip key="open" title={t('cloud.preview')}>
          <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('cloud.preview')} onClick={onOpen} />
        </Tooltip>,
        <Dropdown
          key="move"
          trigger={['click']}
          disabled={moveItems.length === 0}
          menu={{ items: moveItems, onClick: ({ key }) => onMove(key === 'none' ? null : Number(key)) }}
        >
          <Button
            type="text"
            size="small"
            icon={<FolderOutlined />}
            aria-label={t('cloud.move')}
            data-testid="cloud-move"
          />
        </Dropdown>,
        <Button
          key="delete"
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('common.delete')}
          onClick={onDelete}
          data-testid="cloud-delete"
        />,
      ]}
    >
      <Typography.Text ellipsis className="cloud-file-name" title={file.name}>
        <bdi>{file.name}</bdi>
      </Typography.Text>
      <Typography.Text type="secondary" className="cloud-file-size">
        {size}
      </Typography.Text>
    </Card>
  );
}
