import { DownloadOutlined } from '@ant-design/icons';
import type { CloudFile } from '@app/contract/cloud';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './file-icon.tsx';

/** A file opened: the picture, the video or the sound played here; any other file as its icon and a download. */
export function FilePreviewModal({ file, onClose }: { file: CloudFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={file !== null}
      title={file ? <bdi>{file.name}</bdi> : null}
      onCancel={onClose}
      footer={
        file ? (
          <Button icon={<DownloadOutlined />} href={file.url} download={file.name} data-testid="cloud-download">
            {t('cloud.download')}
          </Button>
        ) : null
      }
      width={720}
      destroyOnHidden
    >
      {file ? (
        <div className="cloud-preview" data-testid="cloud-preview">
          {file.kind === 'image' ? <img src={file.url} alt={file.name} /> : null}
          {file.kind === 'video' ? <video src={file.url} controls preload="metadata" /> : null}
          {file.kind === 'audio' ? <audio src={file.url} controls preload="metadata" /> : null}
          {file.kind === 'file' ? (
            <div className="cloud-preview-icon">
              <FileIcon file={file} />
              <Typography.Text type="secondary">{t('cloud.noPreview')}</Typography.Text>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
