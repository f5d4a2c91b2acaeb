import { randomUUID } from 'node:crypto';
import { type Authority, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { conferenceServantsStream } from '@cenacle/shared-domain/conferences';
import { retreatCenterStream } from '@cenacle/shared-domain/lodging';
import { sessionStream } from '@cenacle/shared-domain/organisation';
import { rosterStream } from '@cenacle/shared-domain/participants';
import { responsibilityStream } from '@cenacle/shared-domain/responsibilities';
import { scheduleStream } from '@cenacle/shared-domain/schedule';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady, openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

/**
 * Who may call what (product-spec §6, calls §2 "Route access summary"), written out per route so
 * the expectation does not come from the route's own declaration: every route of the app must have
 * a row here, and each row is tried as anonymous, USER, SERVANT of the demo branch, BRANCH_ADMIN of
 * ANOTHER branch, and ADMIN. Anonymous callers get 401, callers without the authority 403, and a
 * branch admin reaching into a branch that is not his 403; everyone else is let through (whatever
 * the route then says about the input, never 401/403).
 */
type Audience = 'public' | 'signed-in' | readonly Authority[];
interface Rule {
  readonly audience: Audience;
  /** The call reaches into the demo branch (by the ids the test fills in): outsiders get 403. */
  readonly scoped?: boolean;
  /** A body that passes validation, so that a scope check after validation is reached. */
  readonly body?: (demo: Demo) => unknown;
  /** A query string that passes validation, for the same reason. */
  readonly query?: (demo: Demo) => string;
  /** The path's ids, where they are not the demo session, branch or an unknown id. */
  readonly params?: (demo: Demo) => Readonly<Record<string, string>>;
}
interface Demo {
  readonly sessionId: string;
  readonly branchId: string;
  /** A servant of the demo branch who is none of the callers (some calls change him). */
  readonly personId: string;
  /** A participant registered on the demo session. */
  readonly participantId: string;
  /** Two responsibilities the demo seed put on the demo session: one to remove, one to link servants to. */
  readonly doomedResponsibilityId: string;
  readonly responsibilityId: string;
  /** The demo branch's retreat centre, which the demo session names (so it cannot be deleted). */
  readonly centerId: string;
}

const STAFF: readonly Authority[] = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT', 'TESTIMONY_ADMIN'];
const PLANNERS: readonly Authority[] = ['ADMIN', 'BRANCH_ADMIN'];
const MAILERS: readonly Authority[] = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT'];
/** Mail to participants and schedule editing: spec §6 "branch admin or servant", admins not. */
const FIELD_STAFF: readonly Authority[] = ['BRANCH_ADMIN', 'SERVANT'];
const LEDGER: readonly Authority[] = STAFF_AUTHORITIES;
const SERVANT_READERS: readonly Authority[] = STAFF_AUTHORITIES;
const person = (demo: Demo) => ({ id: demo.personId, servantId: demo.personId, employeeId: demo.personId });
const session = (demo: Demo) => ({ id: demo.sessionId });
const participant = (demo: Demo) => ({ id: demo.participantId });
const demoBranches = (demo: Demo) => `branches=${demo.branchId}`;
const demoBranchList = (demo: Demo) => [{ id: { value: demo.branchId } }];
const sessionQuery = (demo: Demo) => `session=${demo.sessionId}`;
const namedDuty = (demo: Demo) => ({ session: { value: demo.sessionId }, name: 'Macierz' });
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000cafe';
const unknownLink = (demo: Demo) => ({ id: UNKNOWN_ID, session: demo.sessionId, user: demo.personId });
const unknownLinkQuery = (demo: Demo) => `id=${UNKNOWN_ID}&session=${demo.sessionId}&user=${demo.personId}`;
const demoLink = (demo: Demo) => ({
  id: demo.responsibilityId,
  session: demo.sessionId,
  user: demo.personId,
});
const demoLinkQuery = (demo: Demo) =>
  `id=${demo.responsibilityId}&session=${demo.sessionId}&user=${demo.personId}`;
const copyInto = (demo: Demo) => ({ from: demo.sessionId, to: demo.sessionId });
const notifyUnknown = (demo: Demo) => ({ session: demo.sessionId, conference: UNKNOWN_ID });
/** One body for every schedule call (each reads its own fields): past the scope check, a 400. */
const scheduleDays = { date: '2031-01-01', fromDate: '2031-01-01', toDate: '2031-01-02', items: [] };
const scheduleBody = ({ sessionId }: Demo) => ({
  ...scheduleDays,
  session: { value: sessionId },
  fromSession: { value: sessionId },
});
const planMove = (demo: Demo) => ({
  sessionId: demo.sessionId,
  conferenceId: UNKNOWN_ID,
  oldIndex: 0,
  newIndex: 1,
  action: 'MOVED',
  level: 'I',
  lang: 'pl',
  version: 0,
});
const UNKNOWN_ROOM = '00000000-0000-4000-8000-00000000abce';
const roomDrop = (demo: Demo) => ({
  session: demo.sessionId,
  room: { id: UNKNOWN_ROOM },
  participant: { id: demo.participantId },
});

const ACCESS: Readonly<Record<string, Rule>> = {
  'POST /login': { audience: 'public' },
  'POST /api/logout': { audience: 'public' },
  'GET /api/account': { audience: 'signed-in' },
  'POST /api/lang/:lang': { audience: 'signed-in' },
  'GET /management/health': { audience: 'public' },
  'GET /management/health/liveness': { audience: 'public' },
  'GET /management/info': { audience: ['ADMIN'] },
  'GET /management/jhimetrics': { audience: ['ADMIN'] },
  'GET /management/prometheus': { audience: ['ADMIN'] },
  'GET /management/threaddump': { audience: ['ADMIN'] },
  'GET /management/loggers': { audience: ['ADMIN'] },
  'GET /management/loggers/:name': { audience: ['ADMIN'], params: () => ({ name: 'ROOT' }) },
  'POST /management/loggers/:name': {
    audience: ['ADMIN'],
    params: () => ({ name: 'cenacle.management' }),
    body: () => ({ configuredLevel: 'INFO' }),
  },
  'GET /management/configprops': { audience: ['ADMIN'] },
  'GET /management/env': { audience: ['ADMIN'] },
  // Tried on a projector that has not stopped: past the authority check, a 409.
  'POST /management/projectors/:name/skip': {
    audience: ['ADMIN'],
    params: () => ({ name: 'ledger' }),
    body: () => ({ position: '1.1', reason: 'matrix' }),
  },
  'GET /api/branches': { audience: 'public' },
  // A branch admin saves his own branch (spec §6 "branch config"); opening and deleting are the admin's.
  'POST /api/branch/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({
      id: { value: demo.branchId },
      name: 'Cenacle Kraków',
      country: 'POL',
      city: 'Kraków',
    }),
  },
  'DELETE /api/branch/:id': { audience: ['ADMIN'] },
  'GET /api/levels': { audience: 'signed-in' },
  'POST /api/level/': { audience: ['ADMIN'] },
  'DELETE /api/level/:name': { audience: ['ADMIN'] },
  'GET /api/school-sessions': { audience: 'signed-in' },
  'POST /api/school-session/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({ season: 'SUMMER', levels: [], branchId: { value: demo.branchId } }),
  },
  'GET /api/schoolsession/info/:id': { audience: 'signed-in', params: (demo) => ({ id: demo.sessionId }) },
  // Scoped to the session's branch, tried on an unknown id (the demo session stays for the rows after).
  'DELETE /api/school-session/:id': { audience: PLANNERS },
  'GET /api/session-prices': {
    audience: LEDGER,
    scoped: true,
    query: (demo) => `session=${demo.sessionId}`,
  },
  // Servants read the price list but do not change it (spec §6 does not give it to them).
  'POST /api/session-price/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({ session: { value: demo.sessionId }, type: 'FOOD', value: 10 }),
  },
  'DELETE /api/session-price/:id': { audience: PLANNERS },
  'GET /api/publicsessions': { audience: 'public' },
  'GET /api/publicsession/:id': { audience: 'public', params: (demo) => ({ id: demo.sessionId }) },
  'POST /api/publicsession/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({ id: { value: demo.sessionId }, capacity: 60 }),
  },
  'GET /api/session-payments/:sessionId': { audience: LEDGER, scoped: true },
  'GET /api/session-payments/:sessionId/history': { audience: LEDGER, scoped: true },
  'GET /api/session-payments/:sessionId/export.csv': { audience: LEDGER, scoped: true },
  'GET /api/session-payments/:sessionId/summary': { audience: LEDGER, scoped: true },
  'GET /api/session-payments/:sessionId/balance': {
    audience: LEDGER,
    scoped: true,
    query: () => 'at=2026-01-01T00:00:00Z',
  },
  'POST /api/session-payment/:sessionId': {
    audience: LEDGER,
    scoped: true,
    body: () => ({ value: 10, category: 'DONATIONS', description: 'matrix' }),
  },
  'DELETE /api/session-payment/:sessionId/:paymentId': { audience: LEDGER, scoped: true },
  'GET /api/session-registrations/:id': { audience: LEDGER, scoped: true, params: session },
  'POST /api/session-participant/:id': {
    audience: LEDGER,
    scoped: true,
    params: session,
    body: () => ({
      firstname: 'Macierz',
      lastname: 'Test',
      email: 'macierz.participant@example.org',
      level: 'I',
    }),
  },
  // The public page reads a session's form anonymously; admins of the session's branch edit and copy
  // it, its servants do not (spec §6).
  'GET /api/registration-form/:id': { audience: 'public', params: session },
  'POST /api/registration-form/:id': {
    audience: PLANNERS,
    scoped: true,
    params: session,
    body: () => ({ title: 'Macierz', items: [], version: 0 }),
  },
  'POST /api/registration-form/:id/copy-from/:sourceId': {
    audience: PLANNERS,
    scoped: true,
    params: session,
  },
  'POST /api/session-import/:id': {
    audience: PLANNERS,
    scoped: true,
    params: session,
    body: () => ({ entries: [{}] }),
  },
  'GET /api/session-payment/who-not-payed/:id': { audience: LEDGER, scoped: true, params: session },
  'GET /api/desk/:sessionId/roster': { audience: LEDGER, scoped: true },
  'GET /api/desk/:sessionId/live': { audience: LEDGER, scoped: true },
  'POST /api/desk/:sessionId/actions': {
    audience: LEDGER,
    scoped: true,
    body: (demo) => ({
      actions: [
        {
          commandId: randomUUID(),
          madeAt: new Date().toISOString(),
          type: 'HandOutKey',
          participantId: demo.participantId,
        },
      ],
    }),
  },
  'POST /api/desk/registration-token/:participantId/revoke': {
    audience: LEDGER,
    scoped: true,
    params: (demo) => ({ participantId: demo.participantId }),
  },
  'POST /api/session-registration/:id': { audience: 'public' },
  'POST /api/mail-to-participants': {
    audience: FIELD_STAFF,
    scoped: true,
    body: (demo) => ({ title: 'Macierz', content: '<p>Test</p>', session: { value: demo.sessionId } }),
  },
  'GET /api/mail-to-participants/:sessionId': { audience: FIELD_STAFF, scoped: true },
  'GET /api/mail-to-participants/:sessionId/:mailId/deliveries': { audience: FIELD_STAFF, scoped: true },
  'POST /api/session-presence/:id': { audience: LEDGER, scoped: true, params: participant },
  'DELETE /api/session-registration/:id': { audience: LEDGER, scoped: true, params: participant },
  'GET /api/session-registrations/:id/export.csv': { audience: LEDGER, scoped: true, params: session },
  'POST /api/user-index': {
    audience: LEDGER,
    scoped: true,
    body: (demo) => ({
      sessionId: demo.sessionId,
      email: 'nobody.matrix@example.org',
      level: 'I',
      season: 'WINTER',
      date: '2026-12-10',
      place: 'Kraków',
      branchId: demo.branchId,
    }),
  },
  // Any signed-in person reads (GET, changing nothing) and confirms (POST) his own presence (404 when
  // not registered: never a 401/403).
  'GET /api/session-presence/confirm/:id': { audience: 'signed-in', params: session },
  // A participant's own registrations: anyone signed in, only his own.
  'GET /api/my-registrations': { audience: 'signed-in' },
  'POST /api/session-presence/confirm/:id': { audience: 'signed-in', params: session },
  'POST /api/session-servant': {
    audience: LEDGER,
    scoped: true,
    body: (demo) => ({ session: demo.sessionId, servant: demo.personId }),
  },
  'DELETE /api/session-servant': {
    audience: LEDGER,
    scoped: true,
    query: (demo) => `session=${demo.sessionId}&servant=${demo.personId}`,
  },
  'GET /api/session-servants': {
    audience: LEDGER,
    scoped: true,
    query: (demo) => `session=${demo.sessionId}`,
  },
  'GET /api/is-session-participant': { audience: 'signed-in', query: (demo) => `session=${demo.sessionId}` },
  // Responsibilities and conferences: a session's branch's staff; the conference catalogue is the admins'.
  'GET /api/responsibilities': { audience: LEDGER, scoped: true, query: sessionQuery },
  'GET /api/my-responsibilities': { audience: MAILERS, scoped: true, query: sessionQuery },
  'GET /api/my-responsibilities.ics': { audience: 'public' },
  'POST /api/my-responsibilities/calendar-link': { audience: MAILERS },
  'POST /api/responsibility/': { audience: LEDGER, scoped: true, body: namedDuty },
  // Real demo responsibilities: the branch check is reached (an unknown id would be a 404 first).
  'DELETE /api/responsibility/:id': {
    audience: LEDGER,
    scoped: true,
    params: (demo) => ({ id: demo.doomedResponsibilityId }),
  },
  'POST /api/user-responsibility': { audience: LEDGER, scoped: true, body: demoLink },
  'DELETE /api/user-responsibility': { audience: LEDGER, scoped: true, query: demoLinkQuery },
  'POST /api/responsibilities/copy': { audience: LEDGER, scoped: true, body: copyInto },
  'GET /api/conferences': { audience: LEDGER, scoped: true, query: sessionQuery },
  'POST /api/conference/': { audience: ['ADMIN'] },
  'DELETE /api/conference/:id': { audience: ['ADMIN'] },
  'POST /api/user-conference': { audience: LEDGER, scoped: true, body: unknownLink },
  'DELETE /api/user-conference': { audience: LEDGER, scoped: true, query: unknownLinkQuery },
  'POST /api/user-conference/notify': { audience: ['BRANCH_ADMIN'], scoped: true, body: notifyUnknown },
  'POST /api/user-conference/copy': { audience: LEDGER, scoped: true, body: copyInto },
  // Merging a session's conferences: admins and its branch's admins (spec §6).
  'GET /api/session-conferences': { audience: PLANNERS, scoped: true, query: sessionQuery },
  'POST /api/session-conferences': { audience: PLANNERS, scoped: true, body: planMove },
  'POST /api/document/upload': { audience: STAFF },
  'GET /api/file/:fileId': { audience: 'public' },
  'GET /api/image/:fileId': { audience: 'public' },
  'GET /api/thumbnail/:fileId': { audience: 'public' },
  'GET /api/image/testimony/:fileId': { audience: 'public' },
  'GET /api/image/:location/:country/:fileId': {
    audience: 'public',
    params: () => ({ location: 'BLOG', country: 'POL', fileId: UNKNOWN_ID }),
  },
  'GET /api/image/logo': { audience: 'public', query: () => `fileId=${UNKNOWN_ID}` },
  'GET /api/file-tmp/:id': { audience: 'public' },
  'GET /api/outbox': { audience: PLANNERS },
  'GET /api/outbox/:mailId': { audience: PLANNERS },
  'POST /api/registration': { audience: 'public' },
  'POST /api/activation/:id': { audience: 'public' },
  'POST /api/reset-password/:email': { audience: 'public' },
  'POST /api/confirm-email/:userId/:token': { audience: 'public' },
  'POST /api/change-password/': { audience: 'signed-in' },
  'POST /api/user-branch': { audience: 'signed-in' },
  'POST /api/register-mobile-user': { audience: 'public' },
  'GET /api/auth-config': { audience: 'public' },
  'GET /api/site-config': { audience: 'public' },
  'GET /api/user-profile': { audience: 'signed-in' },
  'POST /api/user-profile': { audience: 'signed-in' },
  // Anyone signed in for his own avatar; another person's (as here: the id is not the caller's) only an admin.
  'POST /api/avatar/upload/:employeeId': { audience: ['ADMIN'] },
  'GET /api/avatar/:employeeId': { audience: 'signed-in' },
  // Users and servants: a branch admin manages his own branches' people only (spec §6).
  'GET /api/admin/users': { audience: PLANNERS, scoped: true, query: demoBranches },
  'GET /api/admin/user/:id': { audience: PLANNERS, scoped: true, params: person },
  'POST /api/admin/user': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({
      firstName: 'Macierz',
      lastName: 'Test',
      email: 'macierz.user@example.org',
      authorities: ['USER'],
      branches: demoBranchList(demo),
    }),
  },
  'GET /api/servants': { audience: SERVANT_READERS, scoped: true, query: demoBranches },
  'GET /api/users': { audience: PLANNERS, scoped: true, query: demoBranches },
  'POST /api/servant/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({
      firstname: 'Macierz',
      lastname: 'Test',
      email: 'macierz.servant@example.org',
      phone: null,
      branches: demoBranchList(demo),
      permissions: ['SERVANT'],
    }),
  },
  'DELETE /api/servant/:id': { audience: PLANNERS, scoped: true, params: person },
  'POST /api/send-invitation/:servantId': { audience: PLANNERS, scoped: true, params: person },
  'DELETE /api/admin/user/:id': { audience: ['ADMIN'] },
  // Schedules: read by anyone signed in, edited by the branch's admins and servants (spec §6:
  // "SERVANT or BRANCH_ADMIN only"; dates outside the demo session).
  'GET /api/schedules': { audience: 'signed-in', query: (demo) => `session=${demo.sessionId}` },
  // The schedule behind the QR code on the wall: anyone, servants' names left out.
  'GET /api/public-schedule/:sessionId': {
    audience: 'public',
    params: (demo) => ({ sessionId: demo.sessionId }),
  },
  'POST /api/schedules/': { audience: FIELD_STAFF, scoped: true, body: scheduleBody },
  'POST /api/schedules/copy-day': { audience: FIELD_STAFF, scoped: true, body: scheduleBody },
  'POST /api/schedules/copy-session': { audience: FIELD_STAFF, scoped: true, body: scheduleBody },
  // Retreat centres: each of a branch, kept by admins and its branch's admins (spec §6; decision 016),
  // read by staff. The demo centre is named by the demo session: its deletion is refused (409) to all.
  'GET /api/retreat-centers': { audience: LEDGER },
  'GET /api/short-retreat-centers': { audience: LEDGER },
  'POST /api/retreat-center/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({ name: 'Macierz', branchId: { value: demo.branchId } }),
  },
  'DELETE /api/retreat-center/:id': {
    audience: PLANNERS,
    scoped: true,
    params: (demo) => ({ id: demo.centerId }),
  },
  'GET /api/public-retreat-center/:id': { audience: 'public' },
  // The room planner: staff of the session's branch (an unknown room: permitted callers get 400/409).
  'GET /api/participant-rooms': {
    audience: LEDGER,
    scoped: true,
    query: (demo) => `session=${demo.sessionId}`,
  },
  'GET /api/participant-rooms/proposal': {
    audience: LEDGER,
    scoped: true,
    query: (demo) => `session=${demo.sessionId}`,
  },
  'POST /api/participant-room': { audience: LEDGER, scoped: true, body: roomDrop },
  'DELETE /api/participant-room': { audience: LEDGER, scoped: true, body: roomDrop },
  'GET /api/participant-room-wishes': { audience: LEDGER, scoped: true, query: sessionQuery },
  'POST /api/participant-room-wishes': {
    audience: LEDGER,
    scoped: true,
    body: (demo) => ({ session: demo.sessionId, person: { type: 'participant', id: UNKNOWN_ROOM } }),
  },
  'POST /api/participant-rooms/accept': {
    audience: LEDGER,
    scoped: true,
    body: (demo) => ({
      session: demo.sessionId,
      placements: [{ room: { id: UNKNOWN_ROOM }, person: { type: 'participant', id: demo.participantId } }],
    }),
  },
  // Sticky notes: everyone signed in keeps their own.
  'GET /api/notes': { audience: 'signed-in', query: () => 'location=/schedule' },
  'POST /api/note': {
    audience: 'signed-in',
    body: () => ({ location: '/role-matrix', metadata: { x: 200, y: 200, width: 240, height: 180 } }),
  },
  'DELETE /api/note/:id': { audience: 'signed-in' },
  // Pageviews: any browser reports them; only admins read the visits per page.
  'POST /api/pageview': { audience: 'public', body: () => ({ path: '/role-matrix' }) },
  'GET /api/page-visits': { audience: ['ADMIN'] },
  // Each caller's own first branch: seeing it is for admins too, configuring it for branch admins only.
  'GET /api/mail-account': { audience: PLANNERS },
  'POST /api/mail-account': { audience: ['BRANCH_ADMIN'] },
  // Content: the public site reads it anonymously; admins edit every page, a branch admin his branch's.
  'GET /api/info-components': { audience: 'public', query: () => 'location=LONG_PAGE&language=en' },
  'POST /api/info-component/': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({
      location: 'BRANCH',
      lang: 'pl',
      branch: { value: demo.branchId },
      section: { columns: [{ type: 'CENTER', elements: [{ type: 'H2', content: 'Macierz' }] }] },
    }),
  },
  'DELETE /api/info-component/:id': { audience: PLANNERS },
  'POST /api/info-components-style': {
    audience: PLANNERS,
    scoped: true,
    body: (demo) => ({
      location: 'BRANCH',
      lang: 'pl',
      branch: { value: demo.branchId },
      order: [{ value: UNKNOWN_ID }],
    }),
  },
  'GET /api/info-component/:id/history': { audience: PLANNERS },
  'POST /api/info-component/:id/restore': { audience: PLANNERS, body: () => ({ version: 1 }) },
  'GET /api/about-us': { audience: 'public' },
  'GET /api/about-us/:branchId': { audience: 'public' },
  'POST /api/about-us/': { audience: ['ADMIN'] },
  'DELETE /api/about-us/:id': { audience: ['ADMIN'] },
  'GET /api/testimonies': { audience: 'public' },
  'POST /api/config-testimony/': { audience: ['ADMIN', 'TESTIMONY_ADMIN'] },
  'DELETE /api/config-testimony/:id': { audience: ['ADMIN', 'TESTIMONY_ADMIN'] },
};

type Caller = 'anonymous' | 'user' | 'servant' | 'testimonyAdmin' | 'otherBranchAdmin' | 'admin';
/**
 * In this order: those refused on the demo branch first, then its servant and the admin, since their
 * calls change what the others are asked about (a servant removing a demo responsibility before the
 * other branch's admin tried would turn that admin's 403 into a 404).
 */
const CALLERS: readonly Caller[] = [
  'anonymous',
  'user',
  'testimonyAdmin',
  'otherBranchAdmin',
  'servant',
  'admin',
];
const AUTHORITIES: Readonly<Record<Exclude<Caller, 'anonymous'>, readonly Authority[]>> = {
  user: ['USER'],
  servant: ['SERVANT', 'USER'],
  testimonyAdmin: ['TESTIMONY_ADMIN', 'USER'],
  otherBranchAdmin: ['BRANCH_ADMIN', 'USER'],
  admin: ['ADMIN', 'USER'],
};

/** What the caller must get: 401, 403, or through ('pass': anything but 401/403/5xx). */
function expected(rule: Rule, caller: Caller): 401 | 403 | 'pass' {
  if (rule.audience === 'public') return 'pass';
  if (caller === 'anonymous') return 401;
  if (rule.audience === 'signed-in') return 'pass';
  const held = AUTHORITIES[caller];
  if (!rule.audience.some((authority) => held.includes(authority))) return 403;
  if (rule.scoped && caller === 'otherBranchAdmin') return 403;
  return 'pass';
}

let api: TestApi;
let demo: Demo;
/** A browser that has not signed in: it holds the pre-session CSRF token the login page gets. */
let anonymous: SignedIn;
const signedIn = new Map<Caller, SignedIn>();
const logins: Readonly<Record<Exclude<Caller, 'anonymous'>, string>> = {
  user: 'user',
  servant: 'servant',
  testimonyAdmin: 'matrix-testimony-admin',
  otherBranchAdmin: 'matrix-branch-admin',
  admin: 'admin',
};

beforeAll(async () => {
  const opened = await openDemoApi();
  api = opened.api;
  const target = await signedInAs(api, 'matrix-servant', ['SERVANT', 'USER'], [opened.branchId]);
  const registered = await api.app.inject({
    method: 'POST',
    url: `/api/session-participant/${opened.sessionId}`,
    headers: opened.admin.headers,
    payload: {
      firstname: 'Macierz',
      lastname: 'Uczestnik',
      email: 'macierz.uczestnik@example.org',
      level: 'I',
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  // The participant calls find him in the participants read model: let it catch up first.
  await api.app.inject({
    method: 'GET',
    url: `/api/session-registrations/${opened.sessionId}?position=${registered.headers['app-log-position']}`,
    headers: opened.admin.headers,
  });
  const duties = await api.app.inject({
    method: 'GET',
    url: `/api/responsibilities?session=${opened.sessionId}`,
    headers: opened.admin.headers,
  });
  expect(duties.statusCode, duties.body).toBe(200);
  const dutyId = (name: string) => {
    const found = (duties.json() as { id: { value: string }; name: string }[]).find((d) => d.name === name);
    if (!found) throw new Error(`no demo responsibility ${name}: ${duties.body}`);
    return found.id.value;
  };
  const page = await api.app.inject({ method: 'GET', url: `/api/publicsession/${opened.sessionId}` });
  const centerId = (page.json() as { retreatCenter: { value: string } | null }).retreatCenter?.value;
  if (!centerId) throw new Error(`the demo session names no retreat centre: ${page.body}`);
  demo = {
    centerId,
    sessionId: opened.sessionId,
    branchId: opened.branchId,
    personId: target.id,
    participantId: registered.json().id.value,
    doomedResponsibilityId: dutyId('Prowadzenie sesji'),
    responsibilityId: dutyId('Muzyka i uwielbienie'),
  };
  // A second branch and its branch admin: an administrator, but of somewhere else.
  const branch = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: opened.admin.headers,
    payload: { name: 'Matrix', country: 'DEU', city: 'Berlin', active: true, currencySign: '€' },
  });
  expect(branch.statusCode, branch.body).toBe(201);
  const otherBranchId = (branch.json() as { id: { value: string } }).id.value;
  await signedInAs(api, logins.otherBranchAdmin, ['BRANCH_ADMIN', 'USER'], [otherBranchId]);
  await signedInAs(api, logins.testimonyAdmin, ['TESTIMONY_ADMIN', 'USER'], []);
  anonymous = (await visit(api.app)).snapshot();
  for (const caller of Object.keys(logins) as Exclude<Caller, 'anonymous'>[]) {
    const password = logins[caller];
    signedIn.set(caller, await loginWhenReady(api.login, logins[caller], password));
  }
}, 120_000);
afterAll(async () => api?.close());

function routesOfTheApp(): { key: string; route: RouteOptions }[] {
  return api.app.routeCatalog
    .filter((route) => {
      const methods = ([] as HTTPMethods[]).concat(route.method);
      return (
        !methods.includes('HEAD') &&
        !route.url.startsWith('/api/docs') &&
        !(route as { websocket?: boolean }).websocket
      );
    })
    .map((route) => ({ key: `${([] as string[]).concat(route.method)[0]} ${route.url}`, route }));
}

function urlFor(rule: Rule, url: string): string {
  const given = rule.params?.(demo) ?? {};
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    if (given[name]) return given[name];
    if (name === 'sessionId') return demo.sessionId;
    if (name === 'branchId' || name === 'id') return demo.branchId;
    if (name === 'lang') return 'pl';
    // Any other id: well formed and unknown, so a permitted caller gets 404 rather than 401/403.
    return '00000000-0000-4000-8000-00000000abcd';
  });
  return rule.query ? `${path}?${rule.query(demo)}` : path;
}

describe('Who may call what', () => {
  it('has a row for every route of the app, and none for a route that is gone', () => {
    const keys = routesOfTheApp().map((r) => r.key);
    expect(
      keys.filter((key) => !(key in ACCESS)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((key) => !keys.includes(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers 401 to anonymous callers and 403 to callers without the authority or the branch', async () => {
    const failures: string[] = [];
    for (const { key, route } of routesOfTheApp()) {
      const rule = ACCESS[key];
      if (!rule) continue;
      for (const caller of CALLERS) {
        const method = ([] as string[]).concat(route.method)[0] as 'GET';
        // Logging out revokes the session it is called with: that caller signs in afresh.
        const headers =
          caller === 'anonymous'
            ? anonymous.headers
            : key === 'POST /api/logout'
              ? (await api.login(logins[caller], logins[caller])).headers
              : (signedIn.get(caller)?.headers ?? {});
        const body = method === 'GET' ? undefined : (rule.body?.(demo) ?? {});
        const response = await api.app.inject({
          method,
          url: urlFor(rule, route.url),
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        const want = expected(rule, caller);
        const got = response.statusCode;
        const ok = want === 'pass' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok)
          failures.push(`${key} as ${caller}: wanted ${want}, got ${got} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/**
 * A reference in a command must lie in the session's branch too (architecture, write side): a branch
 * admin of the demo branch, acting on his own session, names a servant or a retreat centre of
 * another branch. Each is refused on its field (400), or 403 where the centre itself is another
 * branch's, and nothing is appended.
 */
describe('References across branches', () => {
  let demoBranchAdmin: SignedIn;
  let strangerServantId: string;
  let strangerCenterId: string;
  let conferenceId: string;
  let sessionDay: string;
  let strangerBranchId: string;

  beforeAll(async () => {
    const admin = signedIn.get('admin')?.headers ?? {};
    const branch = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: admin,
      payload: { name: 'Matrix B', country: 'AUT', city: 'Graz', active: true, currencySign: '€' },
    });
    expect(branch.statusCode, branch.body).toBe(201);
    strangerBranchId = (branch.json() as { id: { value: string } }).id.value;
    demoBranchAdmin = (
      await signedInAs(api, 'matrix-demo-branch-admin', ['BRANCH_ADMIN', 'USER'], [demo.branchId])
    ).session;
    strangerServantId = (
      await signedInAs(api, 'matrix-stranger-servant', ['SERVANT', 'USER'], [strangerBranchId])
    ).id;
    const strangerAdmin = (
      await signedInAs(api, 'matrix-stranger-admin', ['BRANCH_ADMIN', 'USER'], [strangerBranchId])
    ).session;
    const center = await api.app.inject({
      method: 'POST',
      url: '/api/retreat-center/',
      headers: strangerAdmin.headers,
      payload: { name: 'Dom w Grazu' },
    });
    expect(center.statusCode, center.body).toBe(201);
    strangerCenterId = (center.json() as { id: { value: string } }).id.value;
    const conferences = await api.app.inject({
      method: 'GET',
      url: `/api/conferences?session=${demo.sessionId}`,
      headers: admin,
    });
    const [conference] = conferences.json() as { id: { value: string } }[];
    if (!conference) throw new Error(`no demo conference: ${conferences.body}`);
    conferenceId = conference.id.value;
    const info = await api.app.inject({
      method: 'GET',
      url: `/api/schoolsession/info/${demo.sessionId}`,
      headers: admin,
    });
    sessionDay = (info.json() as { dateFrom: string }).dateFrom;
  }, 120_000);

  /** A call the administrator makes to set a case up: it must succeed. */
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await api.app.inject({
      method,
      url,
      headers: {
        ...(signedIn.get('admin')?.headers ?? {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer;
  };
  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: { ...demoBranchAdmin.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  /** The streams these commands would append to, by their length. */
  const streamLengths = async () => {
    const streams = [
      sessionStream(demo.sessionId),
      rosterStream(demo.sessionId),
      responsibilityStream(demo.responsibilityId),
      conferenceServantsStream(demo.sessionId),
      scheduleStream(demo.sessionId),
      retreatCenterStream(strangerCenterId),
    ];
    return Promise.all(streams.map(async (id) => (await api.runtime.store.readStream(id)).length));
  };
  const refusedOn = async (
    call: () => ReturnType<typeof send>,
    field: string,
    message: string,
  ): Promise<void> => {
    const before = await streamLengths();
    const answer = await call();
    expect(answer.statusCode, answer.body).toBe(400);
    expect((answer.json() as { fieldErrors: unknown[] }).fieldErrors).toMatchObject([{ field, message }]);
    expect(await streamLengths()).toEqual(before);
  };
  const SERVANT_OF_OTHER_BRANCH = 'error.servantOfOtherBranch';

  it("refuses another branch's servant on the session", async () => {
    await refusedOn(
      () => send('POST', '/api/session-servant', { session: demo.sessionId, servant: strangerServantId }),
      'servant',
      SERVANT_OF_OTHER_BRANCH,
    );
  });

  it("refuses another branch's servant in a responsibility of the session", async () => {
    const link = { id: demo.responsibilityId, session: demo.sessionId, user: strangerServantId };
    await refusedOn(() => send('POST', '/api/user-responsibility', link), 'user', SERVANT_OF_OTHER_BRANCH);
  });

  it("refuses another branch's servant on a conference of the session", async () => {
    const link = { id: conferenceId, session: demo.sessionId, user: strangerServantId };
    await refusedOn(() => send('POST', '/api/user-conference', link), 'user', SERVANT_OF_OTHER_BRANCH);
  });

  it("refuses another branch's servant on a schedule item of the session", async () => {
    const item = { id: randomUUID(), start: '08:00:00', finish: '09:00:00', name: 'Macierz' };
    const day = {
      session: { value: demo.sessionId },
      date: sessionDay,
      version: null,
      items: [{ ...item, servants: [strangerServantId] }],
    };
    await refusedOn(() => send('POST', '/api/schedules/', day), 'items.0.servants', SERVANT_OF_OTHER_BRANCH);
  });

  it("refuses another branch's retreat centre on the session's public page", async () => {
    const page = { id: { value: demo.sessionId }, retreatCenter: { value: strangerCenterId } };
    await refusedOn(
      () => send('POST', '/api/publicsession/', page),
      'retreatCenter',
      'error.retreatCenter.otherBranch',
    );
  });

  it("leaves another branch's servants behind when an admin copies that branch's session into this one", async () => {
    const planned = await call('POST', '/api/school-session/', {
      season: 'WINTER',
      levels: [{ name: 'I' }],
      branchId: { value: strangerBranchId },
    });
    const theirSession = (planned.json() as { id: { value: string } }).id.value;
    const duty = await call('POST', '/api/responsibility/', {
      session: { value: theirSession },
      name: 'Macierz B',
    });
    const dutyId = (duty.json() as { id: { value: string } }).id.value;
    await call('POST', '/api/user-responsibility', {
      id: dutyId,
      session: theirSession,
      user: strangerServantId,
    });
    const given = await call('POST', '/api/user-conference', {
      id: conferenceId,
      session: theirSession,
      user: strangerServantId,
    });
    // The copies read the source session from the read models: let them catch up first.
    const caughtUp = given.headers['app-log-position'];
    await call('GET', `/api/responsibilities?session=${theirSession}&position=${caughtUp}`);
    await call('GET', `/api/conferences?session=${theirSession}&position=${caughtUp}`);
    const copy = { from: theirSession, to: demo.sessionId };
    const dutiesCopied = await call('POST', '/api/responsibilities/copy', copy);
    const copied = await call('POST', '/api/user-conference/copy', copy);
    // A copy that appended nothing answers no position: read after the one before it.
    const dutiesAt = dutiesCopied.headers['app-log-position'];
    const at = copied.headers['app-log-position'] ?? dutiesAt;
    const duties = (
      await call('GET', `/api/responsibilities?session=${demo.sessionId}&position=${dutiesAt}`)
    ).json() as {
      name: string;
      servants: { user: { value: string } }[];
    }[];
    const copiedDuty = duties.find((d) => d.name === 'Macierz B');
    expect(copiedDuty?.servants.map((servant) => servant.user.value)).toEqual([]);
    const conferences = (
      await call('GET', `/api/conferences?session=${demo.sessionId}&position=${at}`)
    ).json() as {
      servants: { id: { value: string } }[];
    }[];
    expect(conferences.flatMap((c) => c.servants.map((servant) => servant.id.value))).not.toContain(
      strangerServantId,
    );
  });

  it("leaves another branch's servants behind when a branch admin of both copies that branch's schedule into this one", async () => {
    // Schedules are edited by branch admins and servants (spec §6), admins read them.
    const ofBoth = (
      await signedInAs(
        api,
        'matrix-both-branches-admin',
        ['BRANCH_ADMIN', 'USER'],
        [demo.branchId, strangerBranchId],
      )
    ).session;
    const edit = async (url: string, payload: object) => {
      const answer = await api.app.inject({
        method: 'POST',
        url,
        headers: { ...ofBoth.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(300);
      return answer;
    };
    const planned = await call('POST', '/api/school-session/', {
      season: 'WINTER',
      levels: [{ name: 'I' }],
      branchId: { value: strangerBranchId },
    });
    const theirSession = (planned.json() as { id: { value: string } }).id.value;
    // The demo session's schedule is replaced: the rows above are done with it.
    const ourSession = demo.sessionId;
    // Their day names their own servant; the copy brings the item, not him.
    const item = { id: randomUUID(), start: '08:00:00', finish: '09:00:00', name: 'Macierz' };
    await edit('/api/schedules/', {
      session: { value: theirSession },
      date: sessionDay,
      version: null,
      items: [{ ...item, servants: [strangerServantId] }],
    });
    const copied = await edit('/api/schedules/copy-session', {
      session: { value: ourSession },
      fromSession: { value: theirSession },
      version: null,
    });
    const at = copied.headers['app-log-position'];
    const schedule = (await call('GET', `/api/schedules?session=${ourSession}&position=${at}`)).json() as {
      items: { name: string; servants: { id: { value: string } }[] }[];
    };
    expect(schedule.items.map((copiedItem) => copiedItem.name)).toEqual(['Macierz']);
    expect(
      schedule.items.flatMap((copiedItem) => copiedItem.servants.map((servant) => servant.id.value)),
    ).toEqual([]);
  });

  it("keeps him from saving or deleting another branch's retreat centre (403)", async () => {
    const before = await streamLengths();
    expect((await send('DELETE', `/api/retreat-center/${strangerCenterId}`)).statusCode).toBe(403);
    const taken = { id: { value: strangerCenterId }, name: 'Przejęty' };
    expect((await send('POST', '/api/retreat-center/', taken)).statusCode).toBe(403);
    expect(await streamLengths()).toEqual(before);
  });
});
