// Zod-free: the web app's upload pickers read these lists without pulling zod into their bundle.

/** What an uploaded file is, for its size limit and the message a refusal shows. */
export const uploadKinds = ['image', 'video', 'audio', 'file'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The upload formats of spec section 5 (and section 9's post videos), by extension (lower case, without the dot). */
export const uploadKindByExtension = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  pdf: 'file',
  xls: 'file',
  xlsx: 'file',
  csv: 'file',
  rar: 'file',
  zip: 'file',
  txt: 'file',
  flv: 'video',
  mp4: 'video',
  wmv: 'video',
  mov: 'video',
  mpg: 'video',
  mpeg: 'video',
  mkv: 'video',
  amr: 'audio',
  mp3: 'audio',
  wav: 'audio',
} as const satisfies Record<string, UploadKind>;

export type UploadExtension = keyof typeof uploadKindByExtension;

/** The Content-Type each format is served with (`/media/*`, where Meta fetches attachments). */
export const uploadMediaTypes: Readonly<Record<UploadExtension, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  flv: 'video/x-flv',
  mp4: 'video/mp4',
  wmv: 'video/x-ms-wmv',
  mov: 'video/quicktime',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  mkv: 'video/x-matroska',
  amr: 'audio/amr',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

const megabyte = 1024 * 1024;

/**
 * The largest file of each kind, in bytes. Images: Meta refuses an image over 8 MiB (Instagram error 2207004), so
 * a larger one could never be sent. Video: spec section 9 (100 MB). Audio and files: Messenger's 25 MB
 * attachment limit.
 */
export const uploadMaxBytes: Readonly<Record<UploadKind, number>> = {
  image: 8 * megabyte,
  video: 100 * megabyte,
  audio: 25 * megabyte,
  file: 25 * megabyte,
};

/** The largest upload any endpoint accepts: the request-level limit, each kind's own limit checked as bytes arrive. */
export const uploadMaxBytesOfAnyKind = Math.max(...Object.values(uploadMaxBytes));

export function uploadKindOf(extension: string): UploadKind | null {
  return Object.hasOwn(uploadKindByExtension, extension) ? uploadKindByExtension[extension as UploadExtension] : null;
}

/** A limit in whole megabytes, for the message 'The maximum image size is {size}'. */
export function uploadMegabytes(bytes: number): number {
  return Math.round((bytes / megabyte) * 10) / 10;
}

/** Every format of spec section 5: what a Messenger or Instagram message may carry as an attachment. */
export const messageAttachmentExtensions = Object.keys(uploadKindByExtension) as UploadExtension[];
