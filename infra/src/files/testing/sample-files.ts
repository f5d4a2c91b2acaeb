import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A zip of stored (uncompressed) entries: enough for OOXML and OpenDocument to be recognised. */
export function zip(entries: readonly { name: string; content: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** One small file of each kind the store takes, as a user's computer would have them. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  // An OLE compound file header (Word 97-2003), padded to a sector.
  doc: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)]),
  docx: zip([
    { name: '[Content_Types].xml', content: WORD_TYPES },
    { name: 'word/document.xml', content: '<w:document/>' },
  ]),
  odt: zip([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
    { name: 'content.xml', content: '<office:document-content/>' },
  ]),
  txt: Buffer.from('Rekolekcje w Krakowie: zażółć gęślą jaźń.\nLine two.\n'),
  /** A Linux executable, to be sent under a document's name. */
  elf: Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(64)]),
};

/** The text hidden in the photos' EXIF and after their last byte. */
export const HIDDEN = 'Hidden-Cenacle-Secret';

/** A photo with EXIF (author, place) and bytes appended after the image, as cameras and tricks leave. */
export async function photo(kind: 'jpeg' | 'png', width = 800, height = 600): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } },
  }).withExif({ IFD0: { Artist: HIDDEN, Copyright: HIDDEN } });
  const encoded = await (kind === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return Buffer.concat([encoded, Buffer.from(HIDDEN)]);
}
