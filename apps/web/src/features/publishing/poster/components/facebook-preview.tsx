import { GlobalOutlined } from '@ant-design/icons';
import { statusBackgroundPresets } from '@app/contract/publishing-limits';
import { useTranslation } from 'react-i18next';
import { FacebookComment, FacebookPost } from '@/shared/facebook/facebook-post.tsx';
import type { PreviewMedia, PreviewProfile } from './preview-types.ts';

type FacebookPreviewProps = {
  page: PreviewProfile;
  type: string;
  message: string;
  presetId: string | null;
  link: string;
  media: PreviewMedia[];
  firstComment: string;
};

/** The post being written as Facebook will show it: only what its type publishes, and the page's first comment. */
export function FacebookPreview({ page, type, message, presetId, link, media, firstComment }: FacebookPreviewProps) {
  const { t } = useTranslation();
  const preset = statusBackgroundPresets.find((item) => item.id === presetId);
  const author = { name: page.name || t('poster.preview.pageName'), avatar: page.avatar };
  return (
    <FacebookPost
      author={author}
      meta={
        <>
          {t('poster.preview.justNow')} · <GlobalOutlined />
        </>
      }
      content={{
        message,
        background: type === 'message' ? preset : null,
        photos: type === 'photos' ? media : [],
        videoSrc: type === 'video' ? media.find((item) => item.kind === 'video')?.src : null,
        link: type === 'link' ? link : null,
      }}
      withShare
      testId="preview-facebook"
    >
      {firstComment.trim() ? (
        <FacebookComment author={author} text={firstComment} testId="preview-first-comment" />
      ) : null}
    </FacebookPost>
  );
}
