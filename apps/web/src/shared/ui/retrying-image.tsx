import { PictureOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';
import { useEffect, useState, type AnchorHTMLAttributes, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './retrying-image.css';

type ImageLoad = { attempt: number; failed: boolean; onError: () => void };

/**
 * The spec's image loader: a picture that fails is loaded once more (a fresh element, so the browser asks again),
 * and only a second failure counts. Starts over when the address changes.
 */
export function useImageRetry(src: string | null | undefined): ImageLoad {
  const [state, setState] = useState({ src, attempt: 0, failed: false });
  const current = state.src === src ? state : { src, attempt: 0, failed: false };
  useEffect(() => {
    if (state.src !== src) setState({ src, attempt: 0, failed: false });
  }, [src, state.src]);
  const onError = () =>
    setState((previous) => {
      const base = previous.src === src ? previous : { src, attempt: 0, failed: false };
      return base.attempt === 0 ? { ...base, attempt: 1 } : { ...base, failed: true };
    });
  return { attempt: current.attempt, failed: current.failed, onError };
}

/** What shows instead of a picture that could not be loaded twice: an icon, the reason, the original's link. */
export function ImageFallback({ src, className }: { src: string; className?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <span
      className={`image-fallback ${className ?? ''}`}
      role="img"
      aria-label={t('common.imageLoadFailed')}
      data-testid="image-fallback"
    >
      <PictureOutlined className="image-fallback-icon" aria-hidden />
      <span className="image-fallback-text">{t('common.imageLoadFailed')}</span>
      <a href={src} target="_blank" rel="noreferrer" data-testid="image-fallback-link">
        {t('common.openOriginal')}
      </a>
    </span>
  );
}

type RetryingImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  /** When given, the loaded picture is a link to itself (opened in a new tab) with these attributes. */
  link?: AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-testid'?: string };
};

/** An image retried once, then a clear fallback instead of an empty box. */
export function RetryingImage({ src, link, ...rest }: RetryingImageProps) {
  const { attempt, failed, onError } = useImageRetry(src);
  if (failed) return <ImageFallback src={src} />;
  const image = <img key={attempt} src={src} onError={onError} data-attempt={attempt} {...rest} />;
  if (!link) return image;
  return (
    <a href={src} target="_blank" rel="noreferrer" {...link}>
      {image}
    </a>
  );
}

const arabicScript = /[\u0600-\u06ff]/;

/**
 * Up to two initials of a name (first and last word). Arabic letters are kept apart with a zero-width non-joiner
 * so they do not join into a word; an unknown name (a number such as Meta's id) gives no initials.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const letters = [words[0]!, ...(words.length > 1 ? [words[words.length - 1]!] : [])].map(
    (word) => Array.from(word.replace(/^\P{L}+/u, ''))[0] ?? '',
  );
  const joiner = arabicScript.test(letters.join('')) ? '\u200c' : '';
  return letters.join(joiner).toLocaleUpperCase();
}

type PersonAvatarProps = Omit<AvatarProps, 'src' | 'children' | 'onError'> & {
  src: string | null | undefined;
  name: string | null | undefined;
};

/** A person's picture, retried once; then their initials (or a person icon when the name is unknown). */
export function PersonAvatar({ src, name, ...rest }: PersonAvatarProps) {
  const { attempt, failed, onError } = useImageRetry(src);
  const initials = initialsOf(name);
  return (
    <Avatar
      key={attempt}
      src={src && !failed ? src : undefined}
      icon={initials ? undefined : <UserOutlined />}
      onError={() => {
        onError();
        return false;
      }}
      data-testid="person-avatar"
      alt=""
      {...rest}
    >
      {initials || undefined}
    </Avatar>
  );
}
