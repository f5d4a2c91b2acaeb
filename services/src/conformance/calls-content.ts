import { photo, samples } from '@cenacle/infra/files/testing/sample-files.ts';
import { z } from 'zod';
import * as shape from './spec-shapes.ts';
import type { SpecCall, World } from './walk.ts';

const created = (key: string) => (response: { json(): unknown }, w: World) => {
  w.ids[key] = (response.json() as { id: { value: string } }).id.value;
};
const fileId = (key: string) => (response: { json(): unknown }, w: World) => {
  w.ids[key] = (response.json() as { value: string }).value;
};
let png: Buffer = Buffer.alloc(0);
/** The walk's photo, made once before it starts. */
export async function preparePhoto(): Promise<void> {
  png = await photo('png', 64, 48);
}

/** §7 Files: uploads first (later calls name them), then the reads. */
export const uploadCalls: readonly SpecCall[] = [
  {
    spec: 'POST api/document/upload',
    as: 'servant',
    url: () => '/api/document/upload',
    upload: () => ({ field: 'document', fileName: 'modlitwa.pdf', content: samples.pdf }),
    status: 201,
    shape: shape.Id,
    keep: fileId('document'),
    bad: { body: () => ({ document: 'x' }), field: 'document', message: 'error.file.missing' },
  },
  {
    spec: 'POST api/document/upload',
    as: 'servant',
    url: () => '/api/document/upload',
    upload: () => ({ field: 'document', fileName: 'logo.png', content: png }),
    status: 201,
    shape: shape.Id,
    keep: fileId('image'),
  },
  {
    spec: 'POST /api/avatar/upload/{employeeId}',
    as: 'servant',
    url: (w) => `/api/avatar/upload/${w.ids.servantUser}`,
    upload: () => ({ field: 'file', fileName: 'me.png', content: png }),
    status: 201,
    bad: { body: () => ({ file: 'me.png' }), field: 'file', message: 'error.file.missing' },
  },
];

export const fileReadCalls: readonly SpecCall[] = [
  {
    spec: 'GET /api/avatar/{employeeId}',
    as: 'user',
    url: (w) => `/api/avatar/${w.ids.servantUser}?stamp=1`,
    status: 200,
  },
  { spec: 'GET api/file/{fileId}', as: 'anonymous', url: (w) => `/api/file/${w.ids.document}`, status: 200 },
  { spec: 'GET api/image/{fileId}', as: 'anonymous', url: (w) => `/api/image/${w.ids.image}`, status: 200 },
  {
    spec: 'GET api/thumbnail/{fileId}',
    as: 'anonymous',
    url: (w) => `/api/thumbnail/${w.ids.image}`,
    status: 200,
  },
  {
    spec: 'GET api/image/testimony/{fileId}',
    as: 'anonymous',
    url: (w) => `/api/image/testimony/${w.ids.image}`,
    status: 200,
  },
  {
    spec: 'GET /api/image/{location}/{country}/{fileId}',
    as: 'anonymous',
    url: (w) => `/api/image/LONG_PAGE/POL/${w.ids.image}`,
    status: 200,
  },
  {
    spec: 'GET /api/file-tmp/{id}',
    as: 'anonymous',
    url: (w) => `/api/file-tmp/${w.ids.document}`,
    status: 200,
  },
  {
    spec: 'GET /api/image/logo?fileId=',
    as: 'anonymous',
    url: (w) => `/api/image/logo?fileId=${w.ids.image}`,
    status: 200,
  },
];

const element = (cssLayouts: unknown) => ({
  type: 'H2',
  content: 'Kim jesteśmy',
  url: null,
  file: null,
  cssLayouts,
});
const LAYOUTS = JSON.stringify({
  MOBILE: { paddingTop: 16 },
  TABLET: { paddingTop: 16 },
  DESKTOP: { paddingTop: 24 },
});

/** §7 Content. */
export const contentCalls: readonly SpecCall[] = [
  {
    spec: 'GET /api/about-us/{branchId}',
    as: 'anonymous',
    url: (w) => `/api/about-us/${w.ids.branch}?language=pl`,
    status: 200,
    shape: z.array(shape.AboutUsEntry),
  },
  {
    spec: 'GET /api/about-us',
    as: 'anonymous',
    url: () => '/api/about-us?main=true&language=pl',
    status: 200,
    shape: z.array(shape.AboutUsEntry).min(1),
  },
  {
    spec: 'POST /api/about-us/',
    as: 'admin',
    url: () => '/api/about-us/',
    body: () => ({ title: 'Historia', content: '<p>Od 1990 roku.</p>', language: 'pl', main: false }),
    status: 201,
    keep: created('aboutUs'),
    bad: { body: () => ({ title: '', content: '<p>x</p>', language: 'pl' }), field: 'title' },
  },
  {
    spec: 'DELETE /api/about-us/{id}',
    as: 'admin',
    url: (w) => `/api/about-us/${w.ids.aboutUs}`,
    status: 204,
  },
  {
    spec: 'GET /api/info-components',
    as: 'anonymous',
    url: () => '/api/info-components?location=LONG_PAGE&language=pl',
    status: 200,
    shape: z.array(shape.CmsComponent).min(1),
  },
  {
    spec: 'POST /api/info-component/',
    as: 'admin',
    url: () => '/api/info-component/',
    body: () => ({
      name: 'Spec',
      location: 'BLOG',
      lang: 'pl',
      country: 'POL',
      index: 0,
      branch: null,
      section: {
        index: 0,
        cssLayoutsString: LAYOUTS,
        columns: [{ type: 'CENTER', elements: [element(LAYOUTS)] }],
      },
    }),
    status: 201,
    keep: created('component'),
    bad: {
      body: () => ({
        location: 'ATTIC',
        lang: 'pl',
        section: { columns: [{ type: 'CENTER', elements: [] }] },
      }),
      field: 'location',
    },
  },
  {
    spec: 'POST /api/info-components-style',
    as: 'admin',
    url: () => '/api/info-components-style',
    body: (w) => ({
      location: 'BLOG',
      lang: 'pl',
      country: 'POL',
      branch: null,
      order: [{ value: w.ids.component }],
    }),
    status: 200,
    bad: { body: () => ({ location: 'BLOG', lang: 'pl', order: [] }), field: 'order' },
  },
  {
    spec: 'DELETE /api/info-component/{id}',
    as: 'admin',
    url: (w) => `/api/info-component/${w.ids.component}`,
    status: 204,
  },
  {
    spec: 'GET /api/testimonies',
    as: 'anonymous',
    url: () => '/api/testimonies?mainPage=true',
    status: 200,
    shape: z.array(shape.Testimony).min(1),
  },
  {
    spec: 'POST /api/config-testimony/',
    as: 'testimonyAdmin',
    url: () => '/api/config-testimony/',
    body: (w) => ({
      author: 'Maria',
      content: '<p>Wróciłam odmieniona.</p>',
      branch: { value: w.ids.branch },
      country: 'POL',
      onMainPage: true,
      photo: { fileId: w.ids.image, fileName: 'logo.png' },
      type: 'TEXT',
    }),
    status: 201,
    keep: created('testimony'),
    bad: {
      body: () => ({ author: 'Maria', content: 'not a link', country: 'POL', type: 'VIDEO' }),
      field: 'content',
    },
  },
  {
    spec: 'DELETE /api/config-testimony/{id}',
    as: 'testimonyAdmin',
    url: (w) => `/api/config-testimony/${w.ids.testimony}`,
    status: 204,
  },
  {
    spec: 'POST api/note',
    as: 'servant',
    url: () => '/api/note',
    body: () => ({
      title: 'Klucze',
      content: 'Klucze do kaplicy u recepcji',
      location: '/schedule',
      metadata: { x: 200, y: 200, width: 240, height: 180 },
    }),
    status: 201,
    keep: created('note'),
    bad: {
      body: () => ({ location: '/schedule', metadata: { x: 200, y: 200, width: 0, height: 180 } }),
      field: 'metadata.width',
    },
  },
  {
    spec: 'GET api/notes',
    as: 'servant',
    url: () => `/api/notes?location=${encodeURIComponent('/schedule')}`,
    status: 200,
    shape: z.array(shape.Note).min(1),
  },
  { spec: 'DELETE /api/note/{id}', as: 'servant', url: (w) => `/api/note/${w.ids.note}`, status: 204 },
  {
    spec: 'POST api/mail-account',
    as: 'branchAdmin',
    url: () => '/api/mail-account',
    body: () => ({
      username: 'krakow@cenacle.example',
      password: 'sekret',
      outgoingProtocol: 'SMTP',
      incomingProtocol: 'IMAP',
      host: 'localhost',
      port: 1,
    }),
    status: 200,
    shape: z.looseObject({ result: z.enum(['SUCCESS', 'AUTHENTICATION_FAILED', 'ERROR']) }),
    bad: {
      body: () => ({ username: 'krakow@cenacle.example', host: 'smtp example', port: 25 }),
      field: 'host',
    },
  },
  // The account above was refused by its server (nothing listens there), so none is kept: null.
  {
    spec: 'GET api/mail-account',
    as: 'branchAdmin',
    url: () => '/api/mail-account',
    status: 200,
    shape: shape.MailAccount.nullable(),
  },
];
