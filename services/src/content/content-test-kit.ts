import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import { expect } from 'vitest';
import { multipartBody } from '../testing/multipart.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** Calls of the content context for its integration tests. */
export function contentCalls(api: TestApi) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    api.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    /** The log position a command answered, for reading one's own write. */
    position: (response: { headers: Record<string, unknown> }) =>
      response.headers['app-log-position'] as string,
    /** `position=…` to read one's own write, or nothing when the command changed nothing. */
    after: (response: { headers: Record<string, unknown> }) => {
      const position = response.headers['app-log-position'];
      return typeof position === 'string' ? `position=${position}` : '';
    },
    async head(): Promise<string> {
      const position = await api.runtime.store.endPosition();
      return position ? `${position.commit}.${position.prepare}` : 'empty';
    },
    /** Uploads a PNG and answers its file id. */
    async image(who: SignedIn): Promise<string> {
      const body = multipartBody('document', 'photo.png', await photo('png', 40, 30), 'image/png');
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/document/upload',
        headers: { ...who.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { value: string }).value;
    },
  };
}

/** A section of one centred column with these elements. */
export const section = (location: string, lang: string, elements: object[], extra: object = {}) => ({
  name: 'Test',
  location,
  lang,
  section: { columns: [{ type: 'CENTER', elements }] },
  ...extra,
});
