import { cloudEndpoints as endpoints } from '@app/contract';
import type { EndpointRouter } from '../../platform/http/endpoint-router.ts';
import { requireSession } from '../../platform/http/request-context.ts';
import type { CloudService } from './cloud.service.ts';

export function cloudRoutes(router: EndpointRouter, { cloud }: { cloud: CloudService }) {
  const owner = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;
  router.route(endpoints.usage, async ({ request }) => ({ usage: await cloud.usage(owner(request)) }));
  router.route(endpoints.files, async ({ request, query }) => ({
    files: await cloud.files(owner(request), {
      ...(query.folder_id !== undefined ? { folderId: query.folder_id } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    }),
  }));
  router.route(endpoints.upload, ({ request, body }) =>
    cloud.uploaded(owner(request), body.file_url, body.folder_id ?? null),
  );
  router.route(endpoints.moveFile, ({ request, params, body }) =>
    cloud.moveFile(owner(request), params.id, body.folder_id),
  );
  router.route(endpoints.fileUses, ({ request, params }) => cloud.uses(owner(request), params.id));
  router.route(endpoints.deleteFile, ({ request, params }) => cloud.deleteFile(owner(request), params.id));
  router.route(endpoints.folders, ({ request }) => cloud.folders(owner(request)));
  router.route(endpoints.createFolder, ({ request, body }) => cloud.createFolder(owner(request), body.name));
  router.route(endpoints.renameFolder, ({ request, params, body }) =>
    cloud.renameFolder(owner(request), params.id, body.name),
  );
  router.route(endpoints.deleteFolder, ({ request, params }) => cloud.deleteFolder(owner(request), params.id));
}
