import type { FileKind } from '@cenacle/shared-domain/files/rules';
import { fileTypeFromBuffer } from 'file-type';

/** The kinds by what `file-type` recognises in the bytes (magic numbers, and zip entries for docx/odt). */
const KIND_BY_DETECTED: Readonly<Record<string, FileKind>> = {
  'application/pdf': 'pdf',
  // Word 97-2003 is an OLE compound file; file-type names the container, not the application.
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

export const CONTENT_TYPE_BY_KIND: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain; charset=utf-8',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const EXTENSION_BY_KIND: Readonly<Record<FileKind, string>> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  odt: 'odt',
  txt: 'txt',
  jpeg: 'jpg',
  png: 'png',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(content: Buffer): boolean {
  let decoded: string;
  try {
    decoded = utf8.decode(content);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded);
}

/**
 * What the content is, from its bytes alone; null for anything the store does not take (an
 * executable named `.pdf` included). Text has no magic number: it is text when nothing else was
 * recognised and it decodes as plain UTF-8.
 */
export async function detectKind(content: Buffer): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(content);
  if (detected) return KIND_BY_DETECTED[detected.mime] ?? null;
  return content.length > 0 && isPlainText(content) ? 'txt' : null;
}
