import type { UploadExtension } from '@app/contract';

type Signature = { offset: number; bytes: readonly number[] };

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const at = (offset: number, bytes: readonly number[]): Signature => ({ offset, bytes });

const mpegStart = [[at(0, [0x00, 0x00, 0x01, 0xba])], [at(0, [0x00, 0x00, 0x01, 0xb3])]];
const zip = [at(0, [0x50, 0x4b, 0x03, 0x04]), at(0, [0x50, 0x4b, 0x05, 0x06])];

/**
 * The first bytes each binary format starts with (any one of a list matches). Text formats (txt, csv) have no
 * signature: their whole content is checked instead (`isPlainTextChunk`).
 */
const signatures: Readonly<Record<Exclude<UploadExtension, 'txt' | 'csv'>, readonly (readonly Signature[])[]>> = {
  png: [[at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]],
  jpg: [[at(0, [0xff, 0xd8, 0xff])]],
  jpeg: [[at(0, [0xff, 0xd8, 0xff])]],
  gif: [[at(0, ascii('GIF87a'))], [at(0, ascii('GIF89a'))]],
  pdf: [[at(0, ascii('%PDF-'))]],
  // OLE2 compound file (Excel 97-2003).
  xls: [[at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])]],
  // Office Open XML is a zip archive.
  xlsx: zip.map((signature) => [signature]),
  zip: zip.map((signature) => [signature]),
  // RAR 4 and RAR 5 share the first six bytes.
  rar: [[at(0, [...ascii('Rar!'), 0x1a, 0x07])]],
  flv: [[at(0, [...ascii('FLV'), 0x01])]],
  // ISO base media: a box of type ftyp first.
  mp4: [[at(4, ascii('ftyp'))]],
  // QuickTime: an ftyp box (`qt  `) in recent files, older ones start with another top-level atom.
  mov: ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map((atom) => [at(4, ascii(atom))]),
  // MPEG program stream (pack header) or an MPEG-1/2 video elementary stream (sequence header).
  mpg: mpegStart,
  mpeg: mpegStart,
  // Matroska: an EBML header.
  mkv: [[at(0, [0x1a, 0x45, 0xdf, 0xa3])]],
  // The ASF header object's GUID.
  wmv: [[at(0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c])]],
  // "#!AMR\n" (narrow band) and "#!AMR-WB\n" (wide band).
  amr: [[at(0, ascii('#!AMR'))]],
  mp3: [[at(0, ascii('ID3'))]],
  wav: [[at(0, ascii('RIFF')), at(8, ascii('WAVE'))]],
};

/** How many first bytes a signature check needs. */
export const signatureLength = 16;

/** An MPEG audio frame header: 11 set sync bits, then neither the reserved version nor the reserved layer. */
function isMpegFrameSync(head: Uint8Array): boolean {
  const [first, second] = [head[0], head[1]];
  if (first !== 0xff || second === undefined) return false;
  return (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0x00;
}

/** Whether a file's first bytes (at least `signatureLength`, or the whole file when shorter) match a binary format. */
export function matchesSignature(extension: Exclude<UploadExtension, 'txt' | 'csv'>, head: Uint8Array): boolean {
  const matches = signatures[extension].some((alternative) =>
    alternative.every(({ offset, bytes }) => bytes.every((byte, index) => head[offset + index] === byte)),
  );
  return matches || (extension === 'mp3' && isMpegFrameSync(head));
}

// Control characters other than tab, line feed, form feed and carriage return; and DEL.
const isControlByte = (byte: number) => (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) || byte === 0x7f;

/** The content check of one upload: fed every chunk as it arrives, it tells as early as it can that a file is refused. */
export type ContentCheck = {
  /** False once the bytes seen so far cannot be this format. */
  update(chunk: Buffer): boolean;
  /** Whether the whole file matched (called once, after the last chunk). */
  finish(): boolean;
};

function textCheck(): ContentCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let seen = 0;
  let valid = true;
  return {
    update(chunk) {
      if (!valid) return false;
      seen += chunk.length;
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        valid = false;
        return false;
      }
      valid = !chunk.some(isControlByte);
      return valid;
    },
    finish() {
      if (!valid || seen === 0) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}

function binaryCheck(extension: Exclude<UploadExtension, 'txt' | 'csv'>): ContentCheck {
  const head = Buffer.alloc(signatureLength);
  let filled = 0;
  let verdict: boolean | null = null;
  return {
    update(chunk) {
      if (verdict !== null) return verdict;
      const taken = chunk.subarray(0, signatureLength - filled);
      taken.copy(head, filled);
      filled += taken.length;
      if (filled === signatureLength) verdict = matchesSignature(extension, head);
      return verdict ?? true;
    },
    finish() {
      return verdict ?? (filled > 0 && matchesSignature(extension, head.subarray(0, filled)));
    },
  };
}

/** Printable UTF-8 text for txt and csv, the format's signature for every other upload. */
export function createContentCheck(extension: UploadExtension): ContentCheck {
  return extension === 'txt' || extension === 'csv' ? textCheck() : binaryCheck(extension);
}
