import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { MultipartFile } from '@app/contract';
import type { z } from 'zod';
import type { BlobStore } from '../blobs/blob-store.ts';
import { AppError, invalidForm } from './app-error.ts';

/** Keeps an uploaded file and answers the public address Meta (and the web app) fetch it from. */
export type UploadStore = { save(scope: string, fileName: string, bytes: Buffer): Promise<string> };

export function createUploadStore(blobs: BlobStore, appUrl: string): UploadStore {
  return {
    async save(scope, fileName, bytes) {
      const key = `media/${scope}/${randomUUID()}-${fileName}`;
      await blobs.put(key, bytes);
      return `${appUrl}/${key}`;
    },
  };
}

type FieldKind = { json: boolean; nullable: boolean };
type ZodDef = {
  type: string;
  innerType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The top-level fields of a form schema (objects, intersections of objects, refined objects). */
export function formFieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return { ...(def.shape ?? {}) };
  if (def.type === 'intersection' && def.left && def.right)
    return { ...formFieldsOf(def.left), ...formFieldsOf(def.right) };
  if (def.type === 'pipe' && def.in) return formFieldsOf(def.in);
  return {};
}

function kindOf(schema: z.ZodType): FieldKind {
  const def = defOf(schema);
  if (['optional', 'default', 'prefault', 'readonly', 'catch'].includes(def.type) && def.innerType)
    return kindOf(def.innerType);
  if (def.type === 'nullable' && def.innerType) return { ...kindOf(def.innerType), nullable: true };
  return { json: ['array', 'object', 'record', 'tuple'].includes(def.type), nullable: false };
}

/** A file name safe as part of a blob key: word characters only, at most 100 characters, its extension kept. */
export function safeFileName(name: string): string {
  const clean =
    path
      .basename(name || 'file')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[.-]+/, '') || 'file';
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? clean.slice(dot).slice(0, 10) : '';
  return clean.slice(0, 100 - extension.length) + extension;
}

/**
 * A multipart form as the values its schema expects: lists and objects arrive as JSON text, `name[]` fields as
 * repeated values, an empty nullable field as null; each accepted file is kept and its address set as
 * `{field}_url`. A JSON request body is taken as it is. Then the schema validates the whole form (422 by field).
 */
export async function readMultipartBody<Fields extends z.ZodType>(
  request: FastifyRequest,
  spec: { fields: Fields; files: Readonly<Record<string, MultipartFile>> },
  uploads: UploadStore,
  scope: string,
): Promise<z.output<Fields>> {
  const form: Record<string, unknown> = request.isMultipart() ? {} : { ...((request.body as object | null) ?? {}) };
  if (request.isMultipart()) {
    const kinds = new Map(Object.entries(formFieldsOf(spec.fields)).map(([name, field]) => [name, kindOf(field)]));
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = spec.files[part.fieldname];
        const name = safeFileName(part.filename);
        const extension = name.split('.').pop()?.toLowerCase() ?? '';
        if (!file || !file.extensions.includes(extension)) {
          throw new AppError('validation', { fieldErrors: { [part.fieldname]: ['validation'] } });
        }
        form[`${part.fieldname}_url`] = await uploads.save(scope, name, await part.toBuffer());
        continue;
      }
      const value = String(part.value ?? '');
      if (part.fieldname.endsWith('[]')) {
        const key = part.fieldname.slice(0, -2);
        form[key] = [...((form[key] as unknown[] | undefined) ?? []), value];
        continue;
      }
      const kind = kinds.get(part.fieldname);
      if (kind?.nullable && value === '') form[part.fieldname] = null;
      else if (kind?.json && value.trim() !== '') form[part.fieldname] = parseJsonText(value);
      else form[part.fieldname] = value;
    }
  }
  const parsed = spec.fields.safeParse(form);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  return parsed.data;
}

function parseJsonText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    // Left as text: the schema then reports the field as invalid.
    return value;
  }
}
