import type { RemoteDeclaration, RemoteRoutesFile } from '@cenacle/kit/routes';
import { describe, expect, it } from 'vitest';
import { exposesOf, routesFileOf } from '../kit/routes-file.ts';
import { canOpen, publishRouteAccess } from '../kit/src/routes/route-access.ts';
import { parseRoutesFile } from '../src/features/remotes/api/remote-files.ts';
import {
  configureRouteTable,
  isPublicPath,
  resolveRoute,
  routeTable,
} from '../src/features/remotes/api/route-table.ts';

const STRINGS: Record<string, object> = {
  pl: { module: 'Noclegi', nav: { rooms: 'Pokoje' } },
  en: { module: 'Lodging', nav: { rooms: 'Rooms' } },
  uk: { module: 'Проживання', nav: { rooms: 'Кімнати' } },
  de: { module: 'Unterkunft', nav: { rooms: 'Zimmer' } },
};
const read = (language: string) => STRINGS[language] as never;

const LODGING: RemoteDeclaration = {
  name: 'lodging',
  title: 'module',
  routes: [
    {
      segment: 'rooms',
      module: 'RoomsRoute',
      source: './src/routes/RoomsRoute.tsx',
      authorities: ['ROLE_ADMIN'],
      nav: 'nav.rooms',
    },
    { segment: 'beds', module: 'BedsRoute', source: './src/routes/BedsRoute.tsx', authorities: [] },
  ],
};

describe("A remote's route declaration, at build time", () => {
  it('becomes routes.json with its labels in every language, taken from its own strings', () => {
    expect(routesFileOf(LODGING, read)).toEqual({
      remote: 'lodging',
      title: { pl: 'Noclegi', en: 'Lodging', uk: 'Проживання', de: 'Unterkunft' },
      routes: [
        {
          segment: 'rooms',
          module: 'RoomsRoute',
          authorities: ['ROLE_ADMIN'],
          nav: { pl: 'Pokoje', en: 'Rooms', uk: 'Кімнати', de: 'Zimmer' },
        },
        { segment: 'beds', module: 'BedsRoute', authorities: [] },
      ],
    });
  });

  it('exposes one module per route', () => {
    expect(exposesOf(LODGING)).toEqual({
      './RoomsRoute': './src/routes/RoomsRoute.tsx',
      './BedsRoute': './src/routes/BedsRoute.tsx',
    });
  });

  it('fails the build when a label is missing in one language', () => {
    const withoutGerman = (language: string) =>
      language === 'de' ? ({ module: 'Unterkunft' } as never) : read(language);
    expect(() => routesFileOf(LODGING, withoutGerman)).toThrow(
      'key "nav.rooms" is missing from its de strings',
    );
  });

  it('fails the build on a segment declared twice or one the shell serves itself', () => {
    const [rooms] = LODGING.routes;
    if (!rooms) throw new Error('fixture');
    expect(() => routesFileOf({ ...LODGING, routes: [rooms, rooms] }, read)).toThrow('declared twice');
    expect(() => routesFileOf({ ...LODGING, routes: [{ ...rooms, segment: 'log-in' }] }, read)).toThrow(
      'cannot be a route',
    );
    expect(() => routesFileOf({ ...LODGING, routes: [{ ...rooms, segment: 'Rooms/x' }] }, read)).toThrow(
      'cannot be a route',
    );
    for (const segment of ['a/b/c', '/rooms', 'rooms/', 'log-in/x'])
      expect(() => routesFileOf({ ...LODGING, routes: [{ ...rooms, segment }] }, read)).toThrow(
        'cannot be a route',
      );
  });

  it('takes a two-segment route and the index route', () => {
    const [rooms] = LODGING.routes;
    if (!rooms) throw new Error('fixture');
    const routes = [
      { ...rooms, segment: 'config/rooms' },
      { ...rooms, segment: '', module: 'HomeRoute' },
    ];
    expect(routesFileOf({ ...LODGING, routes }, read).routes.map((r) => r.segment)).toEqual([
      'config/rooms',
      '',
    ]);
  });
});

describe('A public route', () => {
  const REGISTRATION: RemoteDeclaration = {
    name: 'public',
    title: 'module',
    routes: [
      {
        segment: 'session-registration',
        module: 'RegistrationRoute',
        source: './src/routes/RegistrationRoute.tsx',
        authorities: [],
        public: true,
      },
    ],
  };

  it('is marked public in routes.json, and the shell reads the mark back', () => {
    const file = routesFileOf(REGISTRATION, read);
    expect(file.routes).toEqual([
      { segment: 'session-registration', module: 'RegistrationRoute', authorities: [], public: true },
    ]);
    expect(parseRoutesFile(JSON.parse(JSON.stringify(file)), 'public')).toEqual(file);
  });

  it('cannot also ask for authorities or a menu label', () => {
    const [route] = REGISTRATION.routes;
    if (!route) throw new Error('fixture');
    expect(() =>
      routesFileOf({ ...REGISTRATION, routes: [{ ...route, authorities: ['ROLE_ADMIN'] }] }, read),
    ).toThrow('public route "session-registration" cannot have authorities');
    expect(() => routesFileOf({ ...REGISTRATION, routes: [{ ...route, nav: 'nav.rooms' }] }, read)).toThrow(
      'cannot have authorities or a menu label',
    );
  });

  it('keeps no authorities when a routes.json says otherwise, and refuses a flag that is not true', () => {
    const route = { segment: 'open', module: 'OpenRoute', authorities: ['ROLE_ADMIN'], public: true };
    expect(parseRoutesFile({ title: { pl: 'x' }, routes: [route] }, 'x').routes).toEqual([
      { segment: 'open', module: 'OpenRoute', authorities: [], public: true },
    ]);
    expect(() => parseRoutesFile({ title: { pl: 'x' }, routes: [{ ...route, public: 'yes' }] }, 'x')).toThrow(
      'bad public flag',
    );
  });
});

describe('routes.json, read by the shell', () => {
  it('takes a well-formed file and refuses a malformed one', () => {
    const file = routesFileOf(LODGING, read);
    expect(parseRoutesFile(JSON.parse(JSON.stringify(file)), 'lodging')).toEqual(file);
    expect(() => parseRoutesFile({ title: file.title }, 'lodging')).toThrow('malformed');
    expect(() =>
      parseRoutesFile({ ...file, routes: [{ segment: 'a/b/c', module: 'X', authorities: [] }] }, 'x'),
    ).toThrow('bad route segment');
    expect(
      parseRoutesFile({ ...file, routes: [{ segment: 'a/b', module: 'X', authorities: [] }] }, 'x').routes[0]
        ?.segment,
    ).toBe('a/b');
    expect(() =>
      parseRoutesFile({ ...file, routes: [{ segment: 'a', module: 'X', authorities: 'ROLE_ADMIN' }] }, 'x'),
    ).toThrow('bad authorities');
  });
});

describe('The menu a route is listed in', () => {
  const withMenu = (menu: 'main' | 'admin' | 'account', nav?: string): RemoteDeclaration => ({
    ...LODGING,
    routes: [
      {
        segment: 'rooms',
        module: 'RoomsRoute',
        source: './r.tsx',
        authorities: [],
        menu,
        nav,
        ...(menu === 'admin' ? { group: 'sessions' as const } : {}),
      },
    ],
  });
  it('is written for the administration and account menus, and left out for the main one', () => {
    expect(routesFileOf(withMenu('admin', 'nav.rooms'), read).routes[0]).toMatchObject({
      menu: 'admin',
      group: 'sessions',
    });
    expect(routesFileOf(withMenu('account', 'nav.rooms'), read).routes[0]?.menu).toBe('account');
    expect(routesFileOf(withMenu('main', 'nav.rooms'), read).routes[0]).not.toHaveProperty('menu');
  });
  it('fails the build for a route that names a menu but no label', () => {
    expect(() => routesFileOf(withMenu('admin'), read)).toThrow('names a menu but has no menu label');
  });
  it('fails the build for an admin route without its section, or a section outside the admin menu', () => {
    const [route] = withMenu('admin', 'nav.rooms').routes;
    const { group: _g, ...unsectioned } = route as NonNullable<typeof route>;
    expect(() => routesFileOf({ ...LODGING, routes: [unsectioned] }, read)).toThrow('section');
    const account = { ...unsectioned, menu: 'account' as const, group: 'people' as const };
    expect(() => routesFileOf({ ...LODGING, routes: [account] }, read)).toThrow('section');
  });
  it('is read back by the shell, which refuses a menu it does not know', () => {
    const file = routesFileOf(withMenu('admin', 'nav.rooms'), read);
    expect(parseRoutesFile(JSON.parse(JSON.stringify(file)), 'lodging').routes[0]).toMatchObject({
      menu: 'admin',
      group: 'sessions',
    });
    // A section it does not know yet: listed under system rather than the remote refused.
    const newer = { ...file.routes[0], group: 'finance' };
    expect(parseRoutesFile({ ...file, routes: [newer] }, 'lodging').routes[0]).not.toHaveProperty('group');
    const route = { ...file.routes[0], menu: 'footer' };
    expect(() => parseRoutesFile({ ...file, routes: [route] }, 'lodging')).toThrow('bad menu');
  });
});

describe('The route table', () => {
  const file = (remote: string, ...segments: string[]): RemoteRoutesFile => ({
    remote,
    title: { pl: remote },
    routes: segments.map((segment) => ({ segment, module: `${segment}Route`, authorities: [] })),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const never = new Promise<RemoteRoutesFile>(() => undefined);
  const resolve = (pathname: string) => resolveRoute(routeTable.getState(), pathname);
  const config = { planning: 'http://p/mf-manifest.json', lodging: 'http://l/mf-manifest.json' };

  it('serves a path from the remote that declared its first segment, nested paths included', async () => {
    configureRouteTable(
      config,
      new Map([
        ['planning', Promise.resolve(file('planning', 'sessions'))],
        ['lodging', Promise.resolve(file('lodging', 'rooms'))],
      ]),
    );
    await settle();
    expect(resolve('/rooms/12/beds')).toMatchObject({
      kind: 'route',
      match: { remote: 'lodging', route: { module: 'roomsRoute' } },
    });
    expect(resolve('/nothing-here')).toEqual({ kind: 'none' });
  });

  it('waits for a remote that has not answered, but not for a path another remote already owns', async () => {
    configureRouteTable(
      config,
      new Map([
        ['planning', Promise.resolve(file('planning', 'sessions'))],
        ['lodging', never],
      ]),
    );
    await settle();
    expect(resolve('/sessions')).toMatchObject({ kind: 'route', match: { remote: 'planning' } });
    expect(resolve('/rooms')).toEqual({ kind: 'pending' });
  });

  it('names the remotes that are down when no remote that answered owns the path', async () => {
    configureRouteTable(
      config,
      new Map([
        ['planning', Promise.resolve(file('planning', 'sessions'))],
        ['lodging', Promise.reject(new Error('down'))],
      ]),
    );
    await settle();
    expect(resolve('/rooms')).toEqual({ kind: 'unreachable', remotes: ['lodging'] });
  });

  it('gives a segment claimed twice to the remote listed first in remotes.json', async () => {
    configureRouteTable(
      config,
      new Map([
        ['lodging', Promise.resolve(file('lodging', 'sessions'))],
        ['planning', Promise.resolve(file('planning', 'sessions'))],
      ]),
    );
    await settle();
    expect(resolve('/sessions')).toMatchObject({ kind: 'route', match: { remote: 'planning' } });
  });

  it('tells a public path from a staff one, without waiting for the other remotes', async () => {
    const open: RemoteRoutesFile = {
      remote: 'lodging',
      title: { pl: 'lodging' },
      routes: [{ segment: 'book-a-room', module: 'BookRoute', authorities: [], public: true }],
    };
    configureRouteTable(
      config,
      new Map([
        ['planning', never],
        ['lodging', Promise.resolve(open)],
      ]),
    );
    await settle();
    expect(isPublicPath(routeTable.getState(), '/book-a-room')).toBe(true);
    expect(isPublicPath(routeTable.getState(), '/sessions')).toBe(false);
  });

  it("serves a two-segment route before another remote's one-segment route, and the index only at /", async () => {
    configureRouteTable(
      config,
      new Map([
        ['planning', Promise.resolve(file('planning', 'config', 'sessions'))],
        ['lodging', Promise.resolve(file('lodging', 'config/rooms', ''))],
      ]),
    );
    await settle();
    expect(resolve('/config/rooms')).toMatchObject({ kind: 'route', match: { remote: 'lodging' } });
    expect(resolve('/config/rooms/12')).toMatchObject({ kind: 'route', match: { remote: 'lodging' } });
    expect(resolve('/config/mail-account')).toMatchObject({ kind: 'route', match: { remote: 'planning' } });
    expect(resolve('/config')).toMatchObject({ kind: 'route', match: { remote: 'planning' } });
    expect(resolve('/')).toMatchObject({
      kind: 'route',
      match: { remote: 'lodging', route: { segment: '' } },
    });
    expect(resolve('/nothing-here')).toEqual({ kind: 'none' });
  });

  it('waits for a remote that could still declare a closer segment than the one found', async () => {
    configureRouteTable(
      config,
      new Map([
        ['planning', Promise.resolve(file('planning', 'config'))],
        ['lodging', never],
      ]),
    );
    await settle();
    expect(resolve('/config/rooms')).toEqual({ kind: 'pending' });
    expect(resolve('/config')).toMatchObject({ kind: 'route', match: { remote: 'planning' } });
  });

  it('says so when remotes.json itself could not be read', () => {
    configureRouteTable(null);
    expect(resolve('/sessions')).toEqual({ kind: 'unconfigured' });
  });
});

describe('Whether a link into another module opens', () => {
  it('asks the route of the closest segment', () => {
    publishRouteAccess([
      { segment: 'config', authorities: ['ROLE_BRANCH_ADMIN'] },
      { segment: 'config/about-us', authorities: ['ROLE_ADMIN'] },
    ]);
    const admin = { authorities: ['ROLE_ADMIN'] } as never;
    expect(canOpen(admin, '/config/about-us')).toBe(true);
    expect(canOpen(admin, '/config/mail-account')).toBe(false);
  });
});
