import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import {
  cloudFileSchema,
  cloudFileUseSchema,
  cloudFilesQuerySchema,
  cloudFolderInputSchema,
  cloudFolderSchema,
  cloudMoveSchema,
  cloudUsageSchema,
} from '../cloud.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { idParams, idSchema } from '../http/ids.ts';
import { uploadKindByExtension, type UploadExtension } from '../uploads.ts';

const routes = apiRoutes.cloud;
const tags = ['cloud'];
const everyExtension = Object.keys(uploadKindByExtension) as UploadExtension[];

export const cloudEndpoints = {
  usage: defineEndpoint(routes.usage, {
    tags,
    summary: 'How much of your media cloud is used, against your plan’s quota (MB)',
    response: z.object({ usage: cloudUsageSchema }),
    errors: [401],
  }),
  files: defineEndpoint(routes.files, {
    tags,
    summary: 'Your uploaded files, newest first: by folder, name or kind',
    query: cloudFilesQuerySchema,
    response: z.object({ files: z.array(cloudFileSchema) }),
    errors: [401, 422],
  }),
  upload: defineEndpoint(routes.upload, {
    tags,
    summary: 'Upload a file to your cloud (multipart `file`, optional `folder_id`)',
    description:
      'Refused before the body is read when its declared size (Content-Length) passes what is left of your quota, and again on its real size.',
    multipart: {
      fields: z.object({
        file_url: z.string().describe('Set by the server: the stored address of `file`'),
        folder_id: idSchema.nullable().optional(),
      }),
      files: { file: { description: 'Any format of spec section 5', extensions: everyExtension } },
    },
    response: z.object({ file: cloudFileSchema, usage: cloudUsageSchema }),
    errors: [401, 404, 413, 422],
  }),
  moveFile: defineEndpoint(routes.moveFile, {
    tags,
    summary: 'Move a file into a folder (or out of every folder with null)',
    params: idParams,
    body: cloudMoveSchema,
    response: z.object({ file: cloudFileSchema }),
    errors: [401, 404, 422],
  }),
  fileUses: defineEndpoint(routes.fileUses, {
    tags,
    summary: 'Where a file is used (posts, templates, campaigns, the bot, stories, the store)',
    params: idParams,
    response: z.object({ uses: z.array(cloudFileUseSchema) }),
    errors: [401, 404, 422],
  }),
  deleteFile: defineEndpoint(routes.deleteFile, {
    tags,
    summary: 'Delete a file; refused (409) while something running or scheduled uses it',
    params: idParams,
    response: z.object({ usage: cloudUsageSchema }),
    errors: [401, 404, 409, 422],
  }),
  folders: defineEndpoint(routes.folders, {
    tags,
    summary: 'Your cloud folders, by name, with their file counts',
    response: z.object({ folders: z.array(cloudFolderSchema) }),
    errors: [401],
  }),
  createFolder: defineEndpoint(routes.createFolder, {
    tags,
    summary: 'Create a folder (names are unique per owner)',
    body: cloudFolderInputSchema,
    response: z.object({ folder: cloudFolderSchema }),
    errors: [401, 409, 422],
  }),
  renameFolder: defineEndpoint(routes.renameFolder, {
    tags,
    summary: 'Rename a folder',
    params: idParams,
    body: cloudFolderInputSchema,
    response: z.object({ folder: cloudFolderSchema }),
    errors: [401, 404, 409, 422],
  }),
  deleteFolder: defineEndpoint(routes.deleteFolder, {
    tags,
    summary: 'Delete an empty folder (409 while it holds files)',
    params: idParams,
    response: null,
    errors: [401, 404, 409, 422],
  }),
};
