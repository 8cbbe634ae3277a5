import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile as MultipartPart } from '@fastify/multipart';
import {
  uploadKindOf,
  uploadMaxBytes,
  uploadMegabytes,
  type MultipartFile,
  type UploadExtension,
  type UploadKind,
} from '@app/contract';
import type { z } from 'zod';
import type { BlobStore } from '../blobs/blob-store.ts';
import { AppError, invalidForm } from './app-error.ts';
import { createContentCheck } from './file-signature.ts';

/**
 * Keeps uploaded files and answers the public address Meta (and the web app) fetch them from; a private file gets no
 * address, only its key (under `private/`, which no public route serves).
 */
export type UploadStore = {
  save(
    scope: string,
    fileName: string,
    body: Readable,
    visibility?: 'public' | 'private',
  ): Promise<{ key: string; url: string }>;
  discard(key: string): Promise<void>;
  /** The media cloud: every public upload's quota and record (absent where nothing counts, as in some tests). */
  ledger?: UploadLedger;
};

/** A public upload as the media cloud records it. */
export type RecordedUpload = {
  ownerUserId: number;
  pageId: number | null;
  key: string;
  name: string;
  extension: UploadExtension;
  kind: UploadKind;
  bytes: number;
};

/**
 * The media cloud's side of every upload: `admit` answers the bytes the owner may still store and refuses, before
 * the body is read, a request whose declared size already passes them; `record` keeps the file's row, `forget`
 * drops it with a refused form's files.
 */
export type UploadLedger = {
  admit(ownerUserId: number, declaredBytes: number, field: string): Promise<number>;
  refusal(ownerUserId: number, field: string): Promise<AppError>;
  record(upload: RecordedUpload): Promise<void>;
  forget(key: string): Promise<void>;
};

/** Whether a form value is the key of a private upload (what a private file field carries). */
export const isPrivateUploadKey = (value: string) => /^private\/[\w-]+\/[0-9a-f-]{36}-[\w.-]+$/.test(value);

export function createUploadStore(blobs: BlobStore, appUrl: string, ledger?: UploadLedger): UploadStore {
  return {
    ...(ledger ? { ledger } : {}),
    async save(scope, fileName, body, visibility = 'public') {
      const key = `${visibility === 'private' ? 'private' : 'media'}/${scope}/${randomUUID()}-${fileName}`;
      await blobs.putStream(key, body);
      return { key, url: visibility === 'private' ? key : `${appUrl}/${key}` };
    },
    async discard(key) {
      await blobs.delete(key);
      await ledger?.forget(key);
    },
  };
}

class UploadRefused extends Error {
  readonly reason: 'too-large' | 'mismatch' | 'over-quota';
  constructor(reason: 'too-large' | 'mismatch' | 'over-quota') {
    super(reason);
    this.reason = reason;
  }
}

/** The file's bytes as they arrive, refused as soon as they pass the kind's limit or stop matching the extension. */
async function* checkedBytes(
  source: AsyncIterable<Buffer>,
  extension: UploadExtension,
  limits: { maxBytes: number; quotaBytes: number },
  counted: { bytes: number },
) {
  const check = createContentCheck(extension);
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    counted.bytes = size;
    if (size > limits.maxBytes) throw new UploadRefused('too-large');
    if (size > limits.quotaBytes) throw new UploadRefused('over-quota');
    if (!check.update(chunk)) throw new UploadRefused('mismatch');
    yield chunk;
  }
  if (!check.finish()) throw new UploadRefused('mismatch');
}

const isFileTooLarge = (error: unknown) =>
  error instanceof UploadRefused
    ? error.reason === 'too-large'
    : (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Streams one file part into the upload store: an extension of the endpoint's list, content matching it, size
 * within its kind's limit. A refusal is a 422 on the file's field and leaves nothing stored.
 */
async function saveFilePart(
  part: MultipartPart,
  file: MultipartFile | undefined,
  uploads: UploadStore,
  scope: string,
  owner: UploadOwner | null,
): Promise<{ key: string; url: string }> {
  const name = safeFileName(part.filename);
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  const kind = uploadKindOf(extension);
  if (!file || !kind || !file.extensions.includes(extension as UploadExtension)) {
    part.file.resume();
    throw uploadFailed(part.fieldname, kind === 'image' ? 'image' : 'file');
  }
  const maxBytes = uploadMaxBytes[kind];
  const counts = owner !== null && !file.private;
  const counted = { bytes: 0 };
  try {
    const quotaBytes = counts ? owner.remainingBytes : Number.POSITIVE_INFINITY;
    const saved = await uploads.save(
      scope,
      name,
      Readable.from(checkedBytes(part.file, extension as UploadExtension, { maxBytes, quotaBytes }, counted)),
      file.private ? 'private' : 'public',
    );
    if (counts) {
      owner.remainingBytes -= counted.bytes;
      const recorded = { ...owner.who, key: saved.key, name, extension: extension as UploadExtension, kind };
      await uploads.ledger?.record({ ...recorded, bytes: counted.bytes });
    }
    return saved;
  } catch (error) {
    // Nothing more of the refused file is kept: a stream left undestroyed is drained, and Node drops the rest of the
    // request body once the answer is sent.
    part.file.resume();
    if (isFileTooLarge(error)) {
      throw new AppError('validation', {
        fieldErrors: {
          [part.fieldname]: [{ key: `upload-too-large-${kind}`, params: { megabytes: uploadMegabytes(maxBytes) } }],
        },
      });
    }
    if (error instanceof UploadRefused && error.reason === 'over-quota' && owner && uploads.ledger)
      throw await uploads.ledger.refusal(owner.who.ownerUserId, part.fieldname);
    if (error instanceof UploadRefused) throw uploadFailed(part.fieldname, kind === 'image' ? 'image' : 'file');
    throw error;
  }
}

const uploadFailed = (field: string, kind: 'image' | 'file') =>
  new AppError('validation', { fieldErrors: { [field]: [`upload-failed-${kind}`] } });

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
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  const extension = dot > 0 ? clean.slice(dot).slice(0, 10) : '';
  return base.slice(0, 100 - extension.length) + extension;
}

/** A form read from a request: its validated values and a way to drop the files it stored. */
export type ReadForm<Value> = { value: Value; discardUploads(): Promise<void> };

/**
 * A multipart form as the values its schema expects: lists and objects arrive as JSON text, `name[]` fields as
 * repeated values, an empty nullable field as null; each accepted file is streamed to the store and its address
 * set as `{field}_url`. A JSON request body is taken as it is. Then the schema validates the whole form (422 by
 * field); a form refused here keeps none of its files.
 */
export async function readMultipartBody<Fields extends z.ZodType>(
  request: FastifyRequest,
  spec: { fields: Fields; files: Readonly<Record<string, MultipartFile>> },
  uploads: UploadStore,
  scope: string,
): Promise<ReadForm<z.output<Fields>>> {
  const stored: string[] = [];
  const discardUploads = async () => {
    await Promise.all(stored.splice(0).map((key) => uploads.discard(key)));
  };
  try {
    return { value: await readForm(request, spec, uploads, scope, stored), discardUploads };
  } catch (error) {
    await discardUploads();
    throw error;
  }
}

async function readForm<Fields extends z.ZodType>(
  request: FastifyRequest,
  spec: { fields: Fields; files: Readonly<Record<string, MultipartFile>> },
  uploads: UploadStore,
  scope: string,
  stored: string[],
): Promise<z.output<Fields>> {
  const form: Record<string, unknown> = request.isMultipart() ? {} : { ...((request.body as object | null) ?? {}) };
  if (request.isMultipart()) {
    const owner = await admitUpload(request, spec.files, uploads);
    const kinds = new Map(Object.entries(formFieldsOf(spec.fields)).map(([name, field]) => [name, kindOf(field)]));
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const saved = await saveFilePart(part, spec.files[part.fieldname], uploads, scope, owner);
        stored.push(saved.key);
        form[`${part.fieldname}_url`] = saved.url;
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

/** Whose quota an upload counts on, and what is left of it as the files arrive. */
type UploadOwner = { who: { ownerUserId: number; pageId: number | null }; remainingBytes: number };

/**
 * Before any byte of the body is read: a signed-in owner's public upload whose declared size (Content-Length)
 * passes what is left of the quota is refused here. Admins' uploads (help articles, acting for support) count on
 * no quota and are recorded as theirs.
 */
async function admitUpload(
  request: FastifyRequest,
  files: Readonly<Record<string, MultipartFile>>,
  uploads: UploadStore,
): Promise<UploadOwner | null> {
  const user = request.context.session?.user;
  const publicFields = Object.entries(files).filter(([, file]) => !file.private);
  if (!uploads.ledger || !user || publicFields.length === 0) return null;
  const who = { ownerUserId: user.id, pageId: user.isAdmin ? null : request.context.pageId };
  if (user.isAdmin) return { who, remainingBytes: Number.POSITIVE_INFINITY };
  const declared = Number(request.headers['content-length'] ?? 0);
  const declaredBytes = Number.isFinite(declared) && declared > 0 ? declared : 0;
  const remainingBytes = await uploads.ledger.admit(user.id, declaredBytes, publicFields[0]![0]);
  return { who, remainingBytes };
}

function parseJsonText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    // Left as text: the schema then reports the field as invalid.
    return value;
  }
}
