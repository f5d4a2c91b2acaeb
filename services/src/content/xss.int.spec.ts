import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { contentCalls, section } from './content-test-kit.ts';
import { dangersIn } from './harmless-html.ts';

/**
 * Known XSS payloads stored through every rich-text field the API accepts (CMS text elements,
 * about-us entries, text testimonies, branch descriptions, public session descriptions,
 * registration form texts, mails to participants): what is read back is harmless each time.
 */

const FILE = '0b8a3c1e-5f2d-4c1a-9e7b-2d3f4a5b6c7d';
const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=javascript:alert(1)>',
  `<img src="/api/image/${FILE}" onerror="alert(1)">`,
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#0;script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="https://example.org" onclick="alert(1)">ok</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "//evil.example/x.css";</style>',
  '<body onload=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '"><script>alert(1)</script>',
  '<p>text</p><!--<script>alert(1)</script>-->',
  '<details open ontoggle=alert(1)>',
  '<p onmouseover="alert(1)">hover',
];

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId = '';
let calls: ReturnType<typeof contentCalls>;

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
  calls = contentCalls(api);
}, 120_000);
afterAll(async () => api?.close());

/** A rich-text field: stores one text and answers what a reader gets back. */
interface Field {
  readonly name: string;
  prepare?(): Promise<void>;
  store(html: string): Promise<string>;
}

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

let componentId = '';
let componentVersion = 0;
/** The registration form's version after the last save (the demo form was saved once). */
let formVersion = 1;
let branchId = '';
let branchVersion = 0;
/** The public page's version once read or saved (undefined: not read yet). */
let pageVersion: number | null | undefined;
const FIELDS: readonly Field[] = [
  {
    name: 'CMS text element',
    async store(html) {
      const saved = ok(
        await calls.call('POST', '/api/info-component/', admin, {
          ...section('BLOG', 'lt', [{ type: 'TEXT', content: html }]),
          ...(componentId ? { id: { value: componentId }, version: componentVersion } : {}),
        }),
      );
      componentId = saved.json().id.value;
      componentVersion = saved.json().version;
      const read = ok(
        await calls.call('GET', `/api/info-components?id=${componentId}&${calls.after(saved)}`, admin),
      );
      return read.json()[0].section.columns[0].elements[0].content;
    },
  },
  {
    name: 'about-us entry',
    async store(html) {
      const saved = ok(
        await calls.call('POST', '/api/about-us/', admin, { title: 'XSS', content: html, language: 'lt' }),
      );
      const read = ok(await calls.call('GET', `/api/about-us?language=lt&${calls.after(saved)}`, admin));
      return read.json().find((e: { id: { value: string } }) => e.id.value === saved.json().id.value).content;
    },
  },
  {
    name: 'text testimony',
    async store(html) {
      const body = { type: 'TEXT', author: 'XSS', content: html, country: 'LTU' };
      const saved = ok(await calls.call('POST', '/api/config-testimony/', admin, body));
      const read = ok(await calls.call('GET', `/api/testimonies?${calls.after(saved)}`, admin));
      return read.json().find((t: { id: { value: string } }) => t.id.value === saved.json().id.value).content;
    },
  },
  {
    name: 'branch description',
    async store(html) {
      const body = { name: 'XSS', country: 'LTU', city: 'Vilnius', description: html };
      const saved = ok(
        await calls.call('POST', '/api/branch/', admin, {
          ...body,
          ...(branchId ? { id: { value: branchId }, version: branchVersion } : {}),
        }),
      );
      branchId = saved.json().id.value;
      branchVersion = saved.json().version;
      const read = ok(await calls.call('GET', `/api/branches?${calls.after(saved)}`, admin));
      return read.json().find((b: { id: { value: string } }) => b.id.value === branchId).description;
    },
  },
  {
    name: 'public session description',
    // Saved again with each payload: each save names the version the last one answered.
    async store(html) {
      if (pageVersion === undefined) {
        const page = await calls.call('GET', `/api/publicsession/${sessionId}`, admin);
        pageVersion = page.statusCode === 200 ? page.json().version : null;
      }
      const saved = ok(
        await calls.call('POST', '/api/publicsession/', admin, {
          id: { value: sessionId },
          version: pageVersion,
          description: html,
        }),
      );
      pageVersion = saved.json().version;
      const read = ok(
        await calls.call('GET', `/api/publicsession/${sessionId}?${calls.after(saved)}`, admin),
      );
      return read.json().description;
    },
  },
  ...(['description', 'successContent'] as const).map(
    (field): Field => ({
      name: `registration form ${field}`,
      async store(html) {
        const saved = ok(
          await calls.call('POST', `/api/registration-form/${sessionId}`, admin, {
            [field]: html,
            version: formVersion,
          }),
        );
        formVersion = saved.json().version;
        const read = ok(
          await calls.call('GET', `/api/registration-form/${sessionId}?${calls.after(saved)}`, admin),
        );
        return read.json()[field];
      },
    }),
  ),
  {
    name: 'mail to participants',
    async store(html) {
      const body = { title: 'XSS', content: html, session: { value: sessionId } };
      const saved = ok(await calls.call('POST', '/api/mail-to-participants', servant, body));
      const read = ok(
        await calls.call('GET', `/api/mail-to-participants/${sessionId}?${calls.after(saved)}`, servant),
      );
      return read.json().find((m: { id: { value: string } }) => m.id.value === saved.json().id.value).content;
    },
  },
];

describe('XSS payloads stored through every rich-text field', () => {
  it('recognises a dangerous fragment (the check itself can fail)', () => {
    expect(dangersIn('<p>ok <a href="https://example.org" rel="x" target="_blank">x</a></p>')).toEqual([]);
    for (const payload of PAYLOADS.slice(0, 12)) expect(dangersIn(payload), payload).not.toEqual([]);
  });

  it.each(FIELDS.map((field) => [field.name, field] as const))(
    '%s reads back harmless',
    async (_name, field) => {
      const failures: string[] = [];
      for (const payload of PAYLOADS) {
        // Each payload comes with words, so that no field refuses it as blank.
        const stored = await field.store(`<p>Tekst</p>${payload}`);
        expect(stored, payload).toContain('Tekst');
        const dangers = dangersIn(stored);
        if (dangers.length > 0) failures.push(`${payload} → ${stored} (${dangers.join(', ')})`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
