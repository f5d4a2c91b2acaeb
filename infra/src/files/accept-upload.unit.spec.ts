import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptUpload, type Upload, type UploadLimits } from './accept-upload.ts';
import type { NewFile } from './port.ts';
import { HIDDEN, photo, samples } from './testing/sample-files.ts';

const limits: UploadLimits = { maxBytes: 1024 * 1024, maxImagePixels: 2_000_000 };
const upload = (content: Buffer, fileName = 'upload.bin'): Upload => ({
  id: '00000000-0000-4000-8000-000000000001',
  content,
  fileName,
  uploadedBy: '00000000-0000-4000-8000-000000000002',
});

async function accepted(result: Promise<NewFile | string>): Promise<NewFile> {
  const file = await result;
  if (typeof file === 'string') throw new Error(`refused: ${file}`);
  return file;
}

describe('The file store deciding on an upload', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['doc', 'application/msword'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['odt', 'application/vnd.oasis.opendocument.text'],
    ['txt', 'text/plain; charset=utf-8'],
  ] as const)('takes a %s document, keeping its bytes', async (kind, contentType) => {
    const file = await accepted(acceptUpload(upload(samples[kind], 'anything.bin'), 'document', limits));
    expect(file).toMatchObject({ kind, contentType, thumbnail: null, width: null });
    expect(file.content.equals(samples[kind])).toBe(true);
  });

  it('decides by the content, not the name: an executable named .pdf is refused', async () => {
    expect(await acceptUpload(upload(samples.elf, 'invoice.pdf'), 'document', limits)).toBe(
      'FILE_KIND_REFUSED',
    );
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]);
    expect(await acceptUpload(upload(binary, 'notes.txt'), 'document', limits)).toBe('FILE_KIND_REFUSED');
  });

  it('takes only images in an image field, whatever the name', async () => {
    expect(await acceptUpload(upload(samples.pdf, 'me.jpg'), 'image', limits)).toBe('FILE_KIND_REFUSED');
    const file = await accepted(acceptUpload(upload(await photo('png'), 'me.pdf'), 'image', limits));
    expect(file.kind).toBe('png');
  });

  it.each(['jpeg', 'png'] as const)(
    're-encodes a %s: no EXIF, nothing appended, and a smaller thumbnail',
    async (kind) => {
      const original = await photo(kind);
      expect(original.includes(HIDDEN)).toBe(true);
      const file = await accepted(acceptUpload(upload(original), 'image', limits));
      expect(file.content.includes(HIDDEN)).toBe(false);
      expect((await sharp(file.content).metadata()).exif).toBeUndefined();
      expect(file).toMatchObject({ kind, width: 800, height: 600 });
      const thumbnail = await sharp(file.thumbnail ?? Buffer.alloc(0)).metadata();
      expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual([kind, 256, 192]);
      expect(file.thumbnail?.length).toBeLessThan(file.content.length);
    },
  );

  it('refuses more bytes than the limit and more pixels than the limit', async () => {
    const small = { ...limits, maxBytes: samples.pdf.length - 1 };
    expect(await acceptUpload(upload(samples.pdf), 'document', small)).toBe('FILE_TOO_BIG');
    const huge = await photo('png', 2000, 1001);
    expect(await acceptUpload(upload(huge), 'image', limits)).toBe('IMAGE_TOO_LARGE');
    const atLimit = await photo('png', 2000, 1000);
    expect(typeof (await acceptUpload(upload(atLimit), 'image', limits))).toBe('object');
  });

  it('refuses an empty file and an image that cannot be decoded', async () => {
    expect(await acceptUpload(upload(Buffer.alloc(0)), 'document', limits)).toBe('FILE_MISSING');
    const truncated = (await photo('png')).subarray(0, 200);
    expect(await acceptUpload(upload(truncated), 'image', limits)).toBe('IMAGE_DAMAGED');
  });

  it('keeps a safe base name for downloads only', async () => {
    const file = await accepted(
      acceptUpload(upload(samples.pdf, '../..\\evil"\r\nname;.exe.pdf'), 'document', limits),
    );
    expect(file.name).toBe('evil_name_.exe');
  });
});
