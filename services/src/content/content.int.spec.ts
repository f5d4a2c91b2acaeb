import type { InfoComponent, InfoComponentVersion } from '@cenacle/shared-domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';
import { contentCalls, section } from './content-test-kit.ts';

let api: TestApi;
let admin: SignedIn;
let branchAdmin: SignedIn;
let anonymous: SignedIn;
let branchId = '';
let calls: ReturnType<typeof contentCalls>;

beforeAll(async () => {
  ({ api, admin, branchId } = await openDemoApi());
  calls = contentCalls(api);
  branchAdmin = await signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

const names = (components: InfoComponent[]) => components.map((c) => c.name);
async function page(query: string, position?: string): Promise<InfoComponent[]> {
  const response = await calls.call(
    'GET',
    `/api/info-components?${query}${position ? `&position=${position}` : ''}`,
    anonymous,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InfoComponent[];
}

describe('The public site’s content, read anonymously', () => {
  it('shows the home page in the visitor’s language, in order, and Polish where there is none', async () => {
    const english = await page('location=LONG_PAGE&language=en');
    expect(names(english)).toEqual(['Hero', 'How to join', 'Sessions of a year']);
    expect(english[0]?.section.columns[0]?.elements.map((e) => e.type)).toEqual(['H1', 'TEXT', 'BUTTON']);
    expect(english[0]?.section.columns[0]?.elements[2]?.url).toBe('/events');
    expect(english[1]?.section.columns.map((c) => c.type)).toEqual(['LEFT', 'RIGHT']);
    expect(JSON.stringify(english[2])).toContain('3 weekend sessions a year plus a longer summer one');
    const german = await page('location=LONG_PAGE&language=de');
    expect(german.map((c) => c.lang)).toEqual(['pl', 'pl', 'pl']);
    expect(
      (await page(`location=BRANCH&language=pl&branch=${branchId}`)).map((c) => c.branch?.value),
    ).toEqual([branchId]);
  });

  it('lists about-us entries and the testimonies of the home page', async () => {
    const about = await calls.call('GET', '/api/about-us?main=true&language=en', anonymous);
    expect(about.statusCode, about.body).toBe(200);
    expect(about.json().map((e: { title: string }) => e.title)).toEqual(['Who we are']);
    const testimonies = await calls.call('GET', '/api/testimonies?mainPage=true', anonymous);
    expect(testimonies.statusCode, testimonies.body).toBe(200);
    expect(
      testimonies
        .json()
        .map((t: { type: string }) => t.type)
        .sort(),
    ).toEqual(['TEXT', 'VIDEO']);
    const all = await calls.call('GET', '/api/testimonies', anonymous);
    expect(all.json()).toHaveLength(3);
  });
});

describe('Editing a section', () => {
  it('saves a section with a photo, reads it back, and keeps every save as a version', async () => {
    const fileId = await calls.image(admin);
    const elements = [
      { type: 'H1', content: 'Lato 2027' },
      { type: 'TEXT', content: '<p onclick="x()">Zapraszamy<script>alert(1)</script></p>' },
      { type: 'PHOTO', file: { fileId, fileName: 'photo.png' } },
      { type: 'BUTTON', content: 'Zapisy', url: 'https://cenacle.example/zapisy' },
    ];
    const created = await calls.call(
      'POST',
      '/api/info-component/',
      admin,
      section('FORMATION', 'uk', elements, { country: 'UKR', name: 'Lato' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['app-alert']).toBe('content.messages.saved');
    const saved = created.json() as InfoComponent;
    expect(saved.version).toBe(1);
    expect(saved.section.columns[0]?.elements[1]?.content).toBe('<p>Zapraszamy</p>');
    expect(saved.section.cssLayouts.DESKTOP).toMatchObject({ paddingTop: 100, paddingBottom: 100 });

    const read = await page(`location=FORMATION&language=uk&country=UKR`, calls.position(created));
    expect(read.map((c) => c.id.value)).toContain(saved.id.value);
    const mine = read.find((c) => c.id.value === saved.id.value);
    expect(mine?.section.columns[0]?.elements[2]?.file?.fileId).toBe(fileId);

    // Saved again at the version loaded: version 2; again at version 1: someone was faster, 409.
    const body = {
      ...section('FORMATION', 'uk', elements, { country: 'UKR', name: 'Lato II' }),
      id: saved.id,
    };
    const second = await calls.call('POST', '/api/info-component/', admin, { ...body, version: 1 });
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as InfoComponent).version).toBe(2);
    const before = await calls.head();
    const stale = await calls.call('POST', '/api/info-component/', admin, {
      ...body,
      name: 'Lato III',
      version: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    // Saved again without saying which version it was made from: refused, not taken blindly.
    const unversioned = await calls.call('POST', '/api/info-component/', admin, {
      ...body,
      name: 'Lato IV',
    });
    expect(unversioned.statusCode, unversioned.body).toBe(400);
    expect(unversioned.json().fieldErrors).toEqual([expect.objectContaining({ field: 'version' })]);
    expect(await calls.head()).toBe(before);

    const history = await calls.call(
      'GET',
      `/api/info-component/${saved.id.value}/history?position=${calls.position(second)}`,
      admin,
    );
    expect(history.statusCode, history.body).toBe(200);
    const versions = history.json() as InfoComponentVersion[];
    expect(versions.map((v) => [v.version, v.component?.name])).toEqual([
      [2, 'Lato II'],
      [1, 'Lato'],
    ]);
    expect(versions[0]?.who).toBe('Anna Nowak');

    // Restoring version 1 appends version 3 with version 1's snapshot.
    const restored = await calls.call('POST', `/api/info-component/${saved.id.value}/restore`, admin, {
      version: 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ name: 'Lato', version: 3 });
    const after = await calls.call(
      'GET',
      `/api/info-component/${saved.id.value}/history?position=${calls.position(restored)}`,
      admin,
    );
    expect((after.json() as InfoComponentVersion[])[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    const unknown = await calls.call('POST', `/api/info-component/${saved.id.value}/restore`, admin, {
      version: 9,
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
  });

  it('orders a page, removes a section and restores it', async () => {
    const ids: string[] = [];
    let last = '';
    for (const name of ['A', 'B', 'C']) {
      const response = await calls.call(
        'POST',
        '/api/info-component/',
        admin,
        section('BLOG', 'de', [{ type: 'H2', content: name }], { name, country: 'AUT' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as InfoComponent).id.value);
      last = calls.position(response);
    }
    expect(names(await page('location=BLOG&language=de&country=AUT', last))).toEqual(['A', 'B', 'C']);
    const order = [ids[2], ids[0], ids[1]].map((value) => ({ value }));
    const ordered = await calls.call('POST', '/api/info-components-style', admin, {
      location: 'BLOG',
      lang: 'de',
      country: 'AUT',
      order,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(names(await page('location=BLOG&language=de&country=AUT', calls.position(ordered)))).toEqual([
      'C',
      'A',
      'B',
    ]);
    // A section of another page cannot be ordered here.
    const foreign = await calls.call('POST', '/api/info-components-style', admin, {
      location: 'BLOG',
      lang: 'en',
      country: 'AUT',
      order,
    });
    expect(foreign.statusCode, foreign.body).toBe(400);

    const removed = await calls.call('DELETE', `/api/info-component/${ids[0]}`, admin);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(names(await page('location=BLOG&language=de&country=AUT', calls.position(removed)))).toEqual([
      'C',
      'B',
    ]);
    const again = await calls.call('DELETE', `/api/info-component/${ids[0]}`, admin);
    expect(again.statusCode, again.body).toBe(404);
    const back = await calls.call('POST', `/api/info-component/${ids[0]}/restore`, admin, { version: 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(names(await page('location=BLOG&language=de&country=AUT', calls.position(back)))).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('lets a branch admin edit his branch’s page and nothing else', async () => {
    const own = await calls.call(
      'POST',
      '/api/info-component/',
      branchAdmin,
      section('BRANCH', 'pl', [{ type: 'TEXT', content: '<p>Czwartki</p>' }], {
        branch: { value: branchId },
      }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const home = await calls.call(
      'POST',
      '/api/info-component/',
      branchAdmin,
      section('LONG_PAGE', 'pl', []),
    );
    expect(home.statusCode, home.body).toBe(403);
    const elsewhere = await calls.call(
      'POST',
      '/api/info-component/',
      branchAdmin,
      section('BRANCH', 'pl', [], { branch: { value: '00000000-0000-4000-8000-00000000abcd' } }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(403);
    // Sections of other pages stay out of his reach: their history, removal and restore too.
    const [hero] = await page('location=LONG_PAGE&language=pl');
    const heroId = hero?.id.value ?? '';
    for (const [method, url] of [
      ['GET', `/api/info-component/${heroId}/history`],
      ['DELETE', `/api/info-component/${heroId}`],
      ['POST', `/api/info-component/${heroId}/restore`],
    ] as const) {
      const refused = await calls.call(
        method,
        url,
        branchAdmin,
        method === 'POST' ? { version: 1 } : undefined,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    const unknownBranch = await calls.call(
      'POST',
      '/api/info-component/',
      admin,
      section('BRANCH', 'pl', [], { branch: { value: '00000000-0000-4000-8000-00000000abcd' } }),
    );
    expect(unknownBranch.statusCode, unknownBranch.body).toBe(400);
  });

  it('refuses a photo that is not in the file store', async () => {
    const response = await calls.call(
      'POST',
      '/api/info-component/',
      admin,
      section('LONG_PAGE', 'pl', [
        { type: 'PHOTO', file: { fileId: '00000000-0000-4000-8000-00000000abcd', fileName: 'x.png' } },
      ]),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'section.columns.0.elements.0.file' }),
    ]);
  });
});

describe('About-us entries and testimonies', () => {
  it('saves, reads back and removes an about-us entry', async () => {
    const saved = await calls.call('POST', '/api/about-us/', admin, {
      title: 'Historia',
      content: '<p>Od 1990 roku<img src=x onerror=alert(1)></p>',
      language: 'pl',
      branch: { value: branchId },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id.value as string;
    const listed = await calls.call(
      'GET',
      `/api/about-us/${branchId}?language=en&position=${calls.position(saved)}`,
      anonymous,
    );
    expect(listed.json()).toEqual([
      expect.objectContaining({ title: 'Historia', content: '<p>Od 1990 roku</p>', version: 1 }),
    ]);
    // Saved again from version 1; a second save made from version 1 too is refused and changes nothing.
    const entry = saved.json();
    const renamed = await calls.call('POST', '/api/about-us/', admin, { ...entry, title: 'Nasza historia' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().version).toBe(2);
    const stale = await calls.call('POST', '/api/about-us/', admin, { ...entry, title: 'Dzieje' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('error.document.changed');
    const { version: _v, ...unversioned } = entry;
    const missing = await calls.call('POST', '/api/about-us/', admin, { ...unversioned, title: 'Dzieje' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().fieldErrors).toEqual([expect.objectContaining({ field: 'version' })]);
    const reread = await calls.call(
      'GET',
      `/api/about-us/${branchId}?language=pl&position=${calls.position(renamed)}`,
      anonymous,
    );
    expect(reread.json()).toEqual([expect.objectContaining({ title: 'Nasza historia', version: 2 })]);
    const removed = await calls.call('DELETE', `/api/about-us/${id}`, admin);
    expect(removed.statusCode, removed.body).toBe(204);
    const gone = await calls.call(
      'GET',
      `/api/about-us/${branchId}?position=${calls.position(removed)}`,
      anonymous,
    );
    expect(gone.json()).toEqual([]);
  });

  it('saves a text and a video testimony, and removes one', async () => {
    const testimonyAdmin = await signedInStaff(api, ['TESTIMONY_ADMIN', 'USER'], []);
    const video = await calls.call('POST', '/api/config-testimony/', testimonyAdmin, {
      type: 'VIDEO',
      author: 'Ola',
      content: 'https://vimeo.com/123',
      country: 'pol',
      onMainPage: true,
    });
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json()).toMatchObject({
      country: 'POL',
      content: 'https://vimeo.com/123',
      onMainPage: true,
    });
    const text = await calls.call('POST', '/api/config-testimony/', testimonyAdmin, {
      type: 'TEXT',
      author: 'Jan',
      content: '<p>Dziękuję<iframe src="https://evil.example"></iframe></p>',
      country: 'POL',
    });
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().content).toBe('<p>Dziękuję</p>');
    const again = await calls.call('POST', '/api/config-testimony/', testimonyAdmin, {
      ...text.json(),
      author: 'Jan K.',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: text.json().created, version: 2 });
    // Made from version 1 after that save: refused (409).
    const stale = await calls.call('POST', '/api/config-testimony/', testimonyAdmin, {
      ...text.json(),
      author: 'J. K.',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const removed = await calls.call(
      'DELETE',
      `/api/config-testimony/${text.json().id.value}`,
      testimonyAdmin,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const listed = await calls.call('GET', `/api/testimonies?position=${calls.position(removed)}`, anonymous);
    const authors = listed.json().map((t: { author: string }) => t.author);
    expect(authors).toContain('Ola');
    expect(authors).not.toContain('Jan K.');
  });
});
