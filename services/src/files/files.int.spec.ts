import { HIDDEN, photo, samples } from '@cenacle/infra/files/testing/sample-files.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

const MAX_BYTES = 64 * 1024;
const MAX_PIXELS = 1_000_000;

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let anonymous: SignedIn;

beforeAll(async () => {
  api = await startTestApi({}, { fileMaxBytes: MAX_BYTES, imageMaxPixels: MAX_PIXELS });
  admin = await loginWhenReady(api.login, 'admin', 'admin');
  servant = await loginWhenReady(api.login, 'servant', 'servant');
  user = await loginWhenReady(api.login, 'user', 'user');
  anonymous = (await visit(api.app)).snapshot();
});
afterAll(async () => api?.close());

function upload(content: Buffer, fileName: string, who: SignedIn = servant, field = 'document') {
  const body = multipartBody(field, fileName, content, 'application/pdf');
  return api.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function uploaded(content: Buffer, fileName: string): Promise<string> {
  const response = await upload(content, fileName);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { value: string }).value;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });

const storedFiles = async () =>
  Number((await api.runtime.pool.query('SELECT count(*) AS n FROM files')).rows[0].n);

describe('Uploading to the file store', () => {
  it.each([
    ['pdf', 'application/pdf', 'report.pdf'],
    ['doc', 'application/msword', 'letter.doc'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'plan.docx'],
    ['odt', 'application/vnd.oasis.opendocument.text', 'plan.odt'],
    ['txt', 'text/plain; charset=utf-8', 'notes.txt'],
  ] as const)('takes a %s and gives the same bytes back as a download', async (kind, contentType, name) => {
    const id = await uploaded(samples[kind], name);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const response = await get(`/api/file/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(samples[kind])).toBe(true);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('refuses an executable under a PDF name and content type, storing nothing', async () => {
    const before = await storedFiles();
    const response = await upload(samples.elf, 'invoice.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'error.file.kindRefused',
      // The refusal says which kinds the field takes.
      params: { allowed: 'PDF, DOC, DOCX, ODT, TXT, JPEG, PNG' },
      fieldErrors: [{ objectName: 'document', field: 'document', message: 'error.file.kindRefused' }],
    });
    expect(await storedFiles()).toBe(before);
  });

  it.each(['jpeg', 'png'] as const)(
    're-encodes a %s: the image comes back without EXIF or appended bytes',
    async (kind) => {
      const original = await photo(kind);
      expect(original.includes(HIDDEN)).toBe(true);
      const id = await uploaded(original, `holiday.${kind}`);
      const image = await get(`/api/image/${id}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(`image/${kind}`);
      expect(image.headers['content-disposition']).toMatch(/^inline; /);
      expect(image.rawPayload.includes(HIDDEN)).toBe(false);
      expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
      const thumbnail = await get(`/api/thumbnail/${id}`);
      expect(thumbnail.statusCode).toBe(200);
      const size = await sharp(thumbnail.rawPayload).metadata();
      expect([size.width, size.height]).toEqual([256, 192]);
      expect(thumbnail.rawPayload.length).toBeLessThan(image.rawPayload.length);
      expect(thumbnail.headers.etag).not.toBe(image.headers.etag);
    },
  );

  it('answers 304 to a browser that already has the file, and the file again to an id in capitals', async () => {
    const id = await uploaded(samples.txt, 'notes.txt');
    const first = await get(`/api/file/${id}`);
    const again = await get(`/api/file/${id}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const upper = await get(`/api/file/${id.toUpperCase()}`);
    expect(upper.statusCode).toBe(200);
    expect(upper.headers.etag).toBe(first.headers.etag);
  });

  it('answers 404 to unknown ids and to image addresses of documents', async () => {
    const id = await uploaded(samples.pdf, 'report.pdf');
    for (const url of [
      `/api/image/${id}`,
      `/api/thumbnail/${id}`,
      '/api/file/0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a4b',
      '/api/image/0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a4b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('error.file.notFound');
    }
  });

  it('answers 400 with the field error to an id that is no UUID', async () => {
    const response = await get('/api/file/..%2F..%2Fetc%2Fpasswd');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { objectName: 'request', field: 'fileId', message: 'Pattern' },
    ]);
  });
});

describe('The file store refusing uploads', () => {
  it("answers 400 with the spec's 'request too big' detail past the size limit", async () => {
    const before = await storedFiles();
    const response = await upload(Buffer.alloc(MAX_BYTES + 1, 'a'), 'big.txt');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'error.file.tooBig',
      fieldErrors: [{ objectName: 'document', field: 'document', message: 'error.file.tooBig' }],
    });
    expect(body.detail).toBe('request too big: Plik jest za duży (najwyżej 64 KB).');
    expect(await storedFiles()).toBe(before);
    expect((await upload(Buffer.alloc(MAX_BYTES, 'a'), 'just-fits.txt')).statusCode).toBe(201);
  });

  it('answers 400 to an image past the pixel limit', async () => {
    const response = await upload(await photo('png', 1001, 1000), 'wide.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { objectName: 'document', field: 'document', message: 'error.file.imageTooLarge' },
    ]);
  });

  it('answers 400 to a request without the document field, with JSON, or with a broken body', async () => {
    const wrongField = await upload(samples.pdf, 'report.pdf', servant, 'file');
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: servant.headers,
      payload: { document: 'x' },
    });
    const broken = await api.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: { ...servant.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\n\r\n%PDF',
    });
    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    for (const response of [wrongField, json, broken, empty]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        { objectName: 'document', field: 'document', message: 'error.file.missing' },
      ]);
    }
  });

  it('takes uploads from staff only: anonymous 401, a participant 403, before reading the file', async () => {
    const before = await storedFiles();
    expect((await upload(samples.pdf, 'a.pdf', anonymous)).statusCode).toBe(401);
    expect((await upload(samples.pdf, 'a.pdf', user)).statusCode).toBe(403);
    expect(await storedFiles()).toBe(before);
    expect((await upload(samples.pdf, 'a.pdf', admin)).statusCode).toBe(201);
    expect((await upload(samples.pdf, 'a.pdf', servant)).statusCode).toBe(201);
  });

  it('lets anyone read a file by its id (public pages show photos)', async () => {
    const id = await uploaded(await photo('jpeg'), 'team.jpg');
    expect((await get(`/api/image/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/thumbnail/${id}`, user.headers)).statusCode).toBe(200);
  });
});

describe("The spec's other addresses of a stored file (§7 Files)", () => {
  it('serves an image at the testimony, CMS and logo addresses, and any file at file-tmp', async () => {
    const image = await uploaded(await photo('png'), 'logo.png');
    const document = await uploaded(samples.pdf, 'report.pdf');
    const original = await get(`/api/image/${image}`);
    for (const url of [
      `/api/image/testimony/${image}`,
      `/api/image/LONG_PAGE/POL/${image}`,
      `/api/image/branch/deu/${image}`,
      `/api/image/logo?fileId=${image}`,
      `/api/file-tmp/${image}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/png');
      expect(response.rawPayload.equals(original.rawPayload), url).toBe(true);
    }
    const tmp = await get(`/api/file-tmp/${document}`);
    expect(tmp.statusCode).toBe(200);
    expect(tmp.rawPayload.equals(samples.pdf)).toBe(true);
    expect(tmp.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await get(`/api/image/logo?fileId=${image}`)).headers['content-disposition']).toMatch(
      /^inline; /,
    );
  });

  it('answers 404 to a document at an image address and 400 to a bad location, country or id', async () => {
    const document = await uploaded(samples.pdf, 'report.pdf');
    for (const url of [
      `/api/image/testimony/${document}`,
      `/api/image/ABOUT_US/POL/${document}`,
      `/api/image/logo?fileId=${document}`,
      '/api/file-tmp/0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a4b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('error.file.notFound');
    }
    for (const [url, field] of [
      [`/api/image/KITCHEN/POL/${document}`, 'location'],
      [`/api/image/BLOG/Poland/${document}`, 'country'],
      ['/api/image/logo?fileId=logo.png', 'fileId'],
      ['/api/image/logo', 'fileId'],
      ['/api/file-tmp/tmp-1', 'id'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const fields = new Set(response.json().fieldErrors.map((e: { field: string }) => e.field));
      expect([...fields], url).toEqual([field]);
    }
  });
});
