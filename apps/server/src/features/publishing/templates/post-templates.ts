import type { PostNetwork, PostTemplate, PostTemplateInput } from '@app/contract/publishing';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { inOrder, toMediaDto } from '../media/media-dto.ts';
import type { PublishingDeps } from '../publishing-deps.ts';
import type { Actor } from '../targets/targets.repository.ts';
import type { PostTemplateRow } from './templates.repository.ts';

async function toDtos(deps: PublishingDeps, rows: PostTemplateRow[]): Promise<PostTemplate[]> {
  const media = await deps.repositories.media.postMediaByIds([...new Set(rows.flatMap((row) => row.mediaIds))]);
  return rows.map((row) => ({
    id: row.id,
    network: row.network,
    name: row.name,
    message: row.message,
    fb_preset_id: row.fbPresetId,
    reply_message: row.replyMessage,
    media: inOrder(row.mediaIds, media).map((file) => toMediaDto(file, deps.config.appUrl)),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listTemplates(deps: PublishingDeps, actor: Actor, network: PostNetwork | undefined) {
  return toDtos(deps, await deps.repositories.templates.list(actor.userId, network));
}

/** Creates or edits (with id) one of the owner's templates; its files must be the owner's uploads. */
export async function saveTemplate(
  deps: PublishingDeps,
  actor: Actor,
  input: PostTemplateInput,
): Promise<PostTemplate> {
  const files = [...new Set(input.files)];
  if ((await deps.repositories.media.ownedPostMedia(actor.userId, files)).length !== files.length)
    throw new AppError('validation', { fieldErrors: { files: ['post-media-not-found'] } });
  const values = {
    network: input.network,
    name: input.name,
    message: input.message,
    fbPresetId: input.network === 'facebook' ? input.fb_preset_id || null : null,
    replyMessage: input.reply_message || null,
    mediaIds: files,
  };
  const { templates } = deps.repositories;
  const row =
    input.id !== undefined
      ? await templates.update(actor.userId, input.id, values)
      : await templates.insert(actor.userId, values);
  if (!row) throw notFound();
  const [dto] = await toDtos(deps, [row]);
  return dto!;
}

export async function deleteTemplate(deps: PublishingDeps, actor: Actor, id: number): Promise<void> {
  if (!(await deps.repositories.templates.remove(actor.userId, id))) throw notFound();
}

/** A post names a template only if it is the owner's (the form offers their own). */
export async function requireOwnedTemplate(deps: PublishingDeps, actor: Actor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await deps.repositories.templates.find(actor.userId, id)))
    throw new AppError('validation', { fieldErrors: { template_id: ['template-not-found'] } });
}
