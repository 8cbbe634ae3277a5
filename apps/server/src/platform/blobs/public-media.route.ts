import { uploadMediaTypes, type UploadExtension } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from './blob-store.ts';

/** The content type of a stored upload, from its key's extension. */
export const mediaTypeOf = (key: string) => {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(uploadMediaTypes, extension)
    ? uploadMediaTypes[extension as UploadExtension]
    : 'application/octet-stream';
};

/** Attachments of private replies: Meta fetches them by address, so they are public by their unguessable key. */
export function publicMediaRoute(app: FastifyInstance, blobs: BlobStore) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const key = `media/${(request.params as { '*': string })['*']}`;
    const stream = await blobs.get(key).catch(() => null);
    if (!stream) return reply.status(404).send({ code: 'not-found', message: 'Not found' });
    return reply.type(mediaTypeOf(key)).header('Cache-Control', 'public, max-age=31536000, immutable').send(stream);
  });
}
