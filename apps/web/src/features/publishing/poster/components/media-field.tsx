import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CloseOutlined,
  DeleteOutlined,
  PlaySquareOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { MediaFile } from '@app/contract/publishing';
import { Alert, Button, Progress, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { CloudPicker, cloudFileAsMedia } from '@/shared/upload/cloud-picker.tsx';
import { useUploadRejectionText } from '@/shared/upload/use-upload-rejection-text.ts';
import { acceptOfRule, checkPickedFiles, mediaRuleOf, type FileRejection } from '../media-checks.ts';
import { takesMedia } from '../poster-form-values.ts';
import type { PosterFormState } from '../use-poster-form.ts';
import { ProblemList } from './problem-list.tsx';

/** The upload kit's messages, but a post type's own words for a format it does not take and for too many files. */
function useRejectionText() {
  const { t } = useTranslation();
  const uploadRejectionText = useUploadRejectionText();
  return (rejection: FileRejection) => {
    if (rejection.reason === 'type') return t('poster.media.wrongType', rejection);
    if (rejection.reason === 'count') return t('poster.media.tooMany', rejection);
    return uploadRejectionText(rejection);
  };
}

function Thumbnail({ kind, src }: { kind: 'image' | 'video'; src: string }) {
  return kind === 'image' ? (
    <img className="poster-thumb" src={src} alt="" />
  ) : (
    <span className="poster-thumb poster-thumb-video">
      <PlaySquareOutlined />
    </span>
  );
}

/**
 * The post's files: each is checked for type and size in the browser before it is sent, then uploaded with its
 * progress; uploaded files can be removed and put in order (photos and carousels).
 */
export function MediaField({ form }: { form: PosterFormState }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'media' });
  const input = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const rejectionText = useRejectionText();
  const { network, type } = form.values;
  if (!takesMedia(type)) return null;
  const rule = mediaRuleOf(network, type);
  const media: MediaFile[] = field.value;
  const { uploads } = form;
  const held = media.length + uploads.uploads.filter((item) => item.error === null).length;

  const pick = (files: FileList | null) => {
    const { accepted, rejected } = checkPickedFiles([...(files ?? [])], rule, held);
    setRejections(rejected);
    accepted.forEach((file) => uploads.start(file));
    if (input.current) input.current.value = '';
  };
  const move = (index: number, offset: number) => {
    const next = [...media];
    const [item] = next.splice(index, 1);
    next.splice(index + offset, 0, item!);
    field.onChange(next);
  };

  return (
    <FormField label={t('poster.form.files')} htmlFor="poster-files" error={form.lookup('media')}>
      <input
        ref={input}
        id="poster-files"
        type="file"
        hidden
        multiple={rule.max > 1}
        accept={acceptOfRule(rule)}
        onChange={(event) => pick(event.target.files)}
        data-testid="poster-file-input"
      />
      <div className="poster-files-head">
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={held >= rule.max}>
          {t('poster.media.add')}
        </Button>
        <CloudPicker
          extensions={[...rule.imageExtensions, ...rule.videoExtensions]}
          disabled={held >= rule.max}
          onPick={(file) => {
            if (!media.some((item) => item.id === file.id)) field.onChange([...media, cloudFileAsMedia(file)]);
          }}
        />
        <span className="poster-hint">
          {t('poster.media.rule', {
            types: [...rule.imageExtensions, ...rule.videoExtensions].join(', '),
            count: rule.max,
          })}
        </span>
      </div>
      {rejections.length ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRejections([]) }}
          title={t('poster.media.notUploaded')}
          description={
            <ul className="error-list">
              {rejections.map((rejection) => (
                <li key={rejection.name + rejection.reason} dir="auto">
                  {rejectionText(rejection)}
                </li>
              ))}
            </ul>
          }
          data-testid="media-rejected"
        />
      ) : null}
      <ul className="poster-files" data-testid="poster-files">
        {media.map((file, index) => (
          <li key={file.id} className="poster-file" data-testid="poster-file">
            <Thumbnail kind={file.kind} src={uploads.previews[file.id] ?? file.url} />
            <bdi className="poster-file-name">{file.original_name}</bdi>
            {rule.max > 1 ? (
              <>
                <Tooltip title={t('poster.media.moveUp')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('poster.media.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    data-testid="poster-file-up"
                  />
                </Tooltip>
                <Tooltip title={t('poster.media.moveDown')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('poster.media.moveDown')}
                    disabled={index === media.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </Tooltip>
              </>
            ) : null}
            <Tooltip title={t('poster.media.remove')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('poster.media.remove')}
                onClick={() => field.onChange(media.filter((item) => item.id !== file.id))}
                data-testid="poster-file-remove"
              />
            </Tooltip>
          </li>
        ))}
        {uploads.uploads.map((upload) => (
          <li key={upload.key} className="poster-file" data-testid="poster-upload">
            <Thumbnail kind={upload.kind} src={upload.previewUrl} />
            <div className="poster-file-progress">
              <bdi className="poster-file-name">{upload.name}</bdi>
              {upload.error ? (
                <span className="poster-file-error" dir="auto" role="alert">
                  {upload.error}
                </span>
              ) : (
                <Progress
                  aria-label={upload.name}
                  percent={upload.percent}
                  size="small"
                  data-testid="upload-progress"
                />
              )}
            </div>
            <Tooltip title={upload.error ? t('poster.media.remove') : t('poster.media.cancel')}>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={upload.error ? t('poster.media.remove') : t('poster.media.cancel')}
                onClick={() => uploads.dismiss(upload.key)}
              />
            </Tooltip>
          </li>
        ))}
      </ul>
      <ProblemList problems={form.problems} area="media" />
    </FormField>
  );
}
