import { describe, expect, it } from 'vitest';
import { uploadKindByExtension, type UploadExtension } from '@app/contract';
import { createContentCheck, matchesSignature } from '../src/platform/http/file-signature.ts';
import { exeSample, htmlSample, uploadSamples } from './upload-samples.ts';

const extensions = Object.keys(uploadKindByExtension) as UploadExtension[];

/** Feeds the bytes in chunks of `size`, as a stream would. */
function check(extension: UploadExtension, content: Buffer, size = 3): boolean {
  const content_ = createContentCheck(extension);
  for (let start = 0; start < content.length; start += size) {
    if (!content_.update(content.subarray(start, start + size))) return false;
  }
  return content_.finish();
}

describe('file signatures', () => {
  it.each(extensions)('accepts a %s file that starts as one, in any chunking', (extension) => {
    expect(check(extension, uploadSamples[extension], 1)).toBe(true);
    expect(check(extension, uploadSamples[extension], 5)).toBe(true);
    expect(check(extension, uploadSamples[extension], 4096)).toBe(true);
  });

  it('refuses every format under the extension of another family', () => {
    const families: UploadExtension[][] = [
      ['png'],
      ['jpg', 'jpeg'],
      ['gif'],
      ['pdf'],
      ['xls'],
      ['xlsx', 'zip'],
      ['rar'],
      ['flv'],
      // A QuickTime file and an MP4 are both ISO base media (an ftyp box first).
      ['mp4', 'mov'],
      ['mpg', 'mpeg'],
      ['mkv'],
      ['wmv'],
      ['amr'],
      ['mp3'],
      ['wav'],
    ];
    for (const family of families) {
      for (const other of families.filter((candidate) => candidate !== family)) {
        for (const extension of family) {
          expect(check(extension, uploadSamples[other[0]!]), `${other[0]} as .${extension}`).toBe(false);
        }
      }
    }
  });

  it('refuses an executable or a page renamed as an image, and an empty file', () => {
    for (const extension of ['png', 'jpg', 'gif', 'pdf', 'mp4'] as const) {
      expect(check(extension, exeSample)).toBe(false);
      expect(check(extension, htmlSample)).toBe(false);
      expect(check(extension, Buffer.alloc(0))).toBe(false);
    }
  });

  it('accepts an MPEG frame header as mp3, not a JPEG one', () => {
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      true,
    );
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xf3, 0x90, 0x64]))).toBe(true);
    expect(matchesSignature('mp3', uploadSamples.jpg)).toBe(false);
    // Reserved layer bits: not a frame.
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xe0, 0x00, 0x00]))).toBe(false);
  });

  it('needs the whole WAVE header, not RIFF alone (AVI is RIFF too)', () => {
    expect(matchesSignature('wav', Buffer.from('RIFF\x24\x08\x00\x00AVI LIST', 'latin1'))).toBe(false);
  });

  it('takes printable UTF-8 text as txt and csv, and refuses NUL, control bytes and broken UTF-8', () => {
    expect(check('txt', uploadSamples.txt)).toBe(true);
    expect(check('csv', Buffer.from('\ufeffa,b\n1,2\n', 'utf8'))).toBe(true);
    expect(check('txt', htmlSample)).toBe(true);
    expect(check('txt', Buffer.from('abc\0def'))).toBe(false);
    expect(check('csv', Buffer.from([0x61, 0x1b, 0x62]))).toBe(false);
    expect(check('txt', Buffer.from([0x61, 0xc3]))).toBe(false);
    expect(check('txt', Buffer.from([0x61, 0xff, 0x62]))).toBe(false);
    expect(check('txt', uploadSamples.png)).toBe(false);
    expect(check('csv', uploadSamples.zip)).toBe(false);
    expect(check('txt', Buffer.alloc(0))).toBe(false);
  });
});

describe('upload file names', () => {
  it('keeps a name safe for a blob key: word characters, its extension once, at most 100 characters', async () => {
    const { safeFileName } = await import('../src/platform/http/multipart-form.ts');
    expect(safeFileName('sample.png')).toBe('sample.png');
    expect(safeFileName('../../صورة المنتج.jpg')).toBe('_.jpg');
    expect(safeFileName('.hidden')).toBe('hidden');
    const long = safeFileName(`${'a'.repeat(300)}.png`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('a.png')).toBe(true);
  });
});
