import { uploadKindOf, uploadKindByExtension, uploadMaxBytes, type UploadKind } from '@app/contract/uploads';

/** Why a picked file was not sent: a format the field does not take, or over its kind's size limit. */
export type UploadRejection =
  | { name: string; reason: 'type'; expected: string }
  | { name: string; reason: 'size'; kind: UploadKind; maxBytes: number };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The formats of spec section 5 of the given kinds (what a message's image or file field takes). */
export function extensionsOfKinds(kinds: readonly UploadKind[]): string[] {
  return Object.entries(uploadKindByExtension)
    .filter(([, kind]) => kinds.includes(kind))
    .map(([extension]) => extension);
}

/** The file picker's `accept`, from the extensions a field takes. */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

/**
 * Checks one file before any byte is sent, as the server will: its format by the extension among those the field
 * takes, its size by the kind's limit (the contract's, unless the field gives a lower one).
 */
export function checkUploadFile(
  file: File,
  extensions: readonly string[],
  maxBytes: Partial<Record<UploadKind, number>> = {},
): UploadRejection | null {
  const extension = extensionOf(file.name);
  const kind = uploadKindOf(extension);
  if (!kind || !extensions.includes(extension))
    return { name: file.name, reason: 'type', expected: extensions.join(', ') };
  const limit = maxBytes[kind] ?? uploadMaxBytes[kind];
  if (file.size > limit) return { name: file.name, reason: 'size', kind, maxBytes: limit };
  return null;
}
