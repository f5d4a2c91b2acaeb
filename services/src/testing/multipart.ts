import { randomUUID } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData sends it (for tests). */
export function multipartBody(
  field: string,
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
): { payload: Buffer; contentType: string } {
  const boundary = `----CenacleForm${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
