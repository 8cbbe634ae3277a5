import type { SimRuntime } from '../runtime.ts';
import type { CommentRecord } from '../world.ts';

/**
 * The simulator's public page of one post or Instagram media, where its permalink leads (`/view/{id}`): what
 * "Open on Facebook" opens in demo mode, since the simulated posts do not exist on Facebook. The author, the text,
 * the pictures and the comments with their replies, as the simulated world holds them now.
 */
export function postViewUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/view/${encodeURIComponent(id)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  body { margin: 0; background: #f0f2f5; font: 15px/1.45 system-ui, sans-serif; color: #1c1e21; }
  main { max-width: 560px; margin: 24px auto; background: #fff; border-radius: 8px; padding: 16px;
    box-shadow: 0 1px 2px rgb(0 0 0 / 20%); }
  header { display: flex; gap: 10px; align-items: center; }
  header img { width: 40px; height: 40px; border-radius: 50%; }
  .when { color: #65676b; font-size: 13px; }
  .text { white-space: pre-wrap; margin: 12px 0; }
  .media { width: 100%; border-radius: 6px; display: block; margin-block: 8px; }
  .banner { font-size: 12px; color: #65676b; text-align: center; margin-block-end: 12px; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin-block: 8px; }
  li ul { margin-inline-start: 32px; }
  .comment { background: #f0f2f5; border-radius: 16px; padding: 6px 12px; display: inline-block; }
  .comment b { display: block; font-size: 13px; }
  @media (prefers-color-scheme: dark) {
    body { background: #18191a; color: #e4e6eb; }
    main { background: #242526; }
    .comment { background: #3a3b3c; }
  }
`;

export function renderPostView(rt: SimRuntime, id: string): string | null {
  const world = rt.world;
  const post = world.posts[id];
  const media = world.igMedia[id];
  if (!post && !media) return null;
  const publicUrl = rt.settings.publicUrl;
  const author = post
    ? { name: world.pages[post.pageId]?.name ?? 'Page', pictureSeed: post.pageId }
    : { name: world.igAccounts[media!.igUserId]?.username ?? 'instagram', pictureSeed: media!.igUserId };
  const text = (post ? post.message : media!.caption) ?? '';
  const pictures = post
    ? post.photoIds.map((photoId) => world.photos[photoId]?.url).filter((url): url is string => Boolean(url))
    : [media!.mediaUrl];
  const createdAt = new Date(post ? post.createdAt : media!.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const comments = Object.values(world.comments).filter((comment) => comment.objectId === id && !comment.hidden);
  const thread = (parentId: string | null): string => {
    const level = comments.filter((comment) => comment.parentId === parentId);
    if (level.length === 0) return '';
    return `<ul>${level.map((comment) => `<li>${commentHtml(comment)}${thread(comment.id)}</li>`).join('')}</ul>`;
  };
  return `<!doctype html>
<html dir="auto"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(author.name)}</title><style>${styles}</style></head>
<body><main>
<p class="banner">Meta simulator · ${post ? 'Facebook' : 'Instagram'}</p>
<header><img src="${escapeHtml(`${publicUrl}/pictures/${encodeURIComponent(author.pictureSeed)}.svg`)}" alt="">
<div><strong dir="auto">${escapeHtml(author.name)}</strong><div class="when" dir="ltr">${createdAt} UTC</div></div></header>
<p class="text" dir="auto">${escapeHtml(text)}</p>
${pictures.map((url) => `<img class="media" src="${escapeHtml(url)}" alt="">`).join('')}
${thread(null)}
</main></body></html>`;
}

function commentHtml(comment: CommentRecord): string {
  const name = comment.fromHidden ? 'Facebook user' : comment.from.name;
  return `<div class="comment"><b dir="auto">${escapeHtml(name)}</b><span dir="auto">${escapeHtml(comment.message)}</span></div>`;
}
