import { createHash, randomUUID } from 'node:crypto';
import type {
  DeskAction,
  DeskPerson,
  DeskRoster,
  DeskSyncResponse,
} from '@cenacle/shared-domain/desk/contracts';
import type { Page, Route } from 'playwright-core';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * STAND-IN FOR THE DESK'S SERVER HALF. The three `/api/desk/{sessionId}/…` routes are built apart
 * from this screen (issue 26, server side) and are not in this branch yet: until they land, this
 * object answers them through Playwright's `page.route`, exactly as the shared contract
 * (shared-domain/src/desk/contracts.ts) says, and nothing else is intercepted: the shell, the remote,
 * sign-in, the sessions and the participants' calls are the real ones on the real API. Once the
 * server half is merged, drop the stand-in and seed the session through the API instead.
 */
export class DeskServerStandIn {
  readonly received: DeskAction[] = [];
  readonly applied = new Set<string>();
  /** While true, the desk's calls fail as with no network (the page's own offline emulation aside). */
  down = false;
  /** The next `actions` call is applied but its answer is lost on the way back. */
  loseNextAnswer = false;
  /** Participants whose presence another desk confirmed meanwhile: refused. */
  readonly refusePresenceOf = new Set<string>();
  private position = 1000;

  constructor(readonly roster: DeskRoster) {}

  async install(page: Page): Promise<void> {
    await page.route(/\/api\/desk\/[^/]+\/(roster|actions|live)(\?.*)?$/, (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    if (this.down) return route.abort('internetdisconnected');
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/roster')) return route.fulfill({ json: this.currentRoster() });
    if (url.pathname.endsWith('/live')) return route.fulfill({ json: this.live() });
    const { actions } = route.request().postDataJSON() as { actions: DeskAction[] };
    const results: DeskSyncResponse['results'] = actions.map((action) => {
      this.received.push(action);
      if (this.applied.has(action.commandId))
        return { commandId: action.commandId, outcome: 'duplicate', error: null };
      if (action.type === 'ConfirmPresence' && this.refusePresenceOf.has(action.participantId))
        return {
          commandId: action.commandId,
          outcome: 'refused',
          error: { code: 'ParticipantNotFound', key: 'error.participant.notFound' },
        };
      this.applied.add(action.commandId);
      return { commandId: action.commandId, outcome: 'applied', error: null };
    });
    this.position++;
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      return route.abort('connectionreset');
    }
    return route.fulfill({ json: { results, position: `${this.position}.${this.position}` } });
  }

  private appliedActions(): DeskAction[] {
    const seen = new Set<string>();
    return this.received.filter(
      (a) => this.applied.has(a.commandId) && !seen.has(a.commandId) && seen.add(a.commandId),
    );
  }

  private currentRoster(): DeskRoster {
    const people = this.roster.people.map((person) => {
      const mine = this.appliedActions().filter((a) => a.participantId === person.participantId);
      const children = person.children.map((child) => {
        const last = mine
          .filter((a) => (a.type === 'CheckInChild' || a.type === 'CheckOutChild') && a.childId === child.id)
          .at(-1);
        if (!last) return child;
        return last.type === 'CheckInChild'
          ? { ...child, checkedIn: true, pickupCodeDigest: sha256(`${child.id}:${last.pickupCode}`) }
          : { ...child, checkedIn: false, pickupCodeDigest: null };
      });
      return {
        ...person,
        present: person.present || mine.some((a) => a.type === 'ConfirmPresence'),
        paid: mine.reduce((sum, a) => (a.type === 'RecordPayment' ? sum + a.value : sum), person.paid),
        keyHandedOut: person.keyHandedOut || mine.some((a) => a.type === 'HandOutKey'),
        children,
      };
    });
    return {
      ...this.roster,
      people,
      position: `${this.position}.${this.position}`,
      loadedAt: new Date().toISOString(),
    };
  }

  private live() {
    const people = this.currentRoster().people;
    const counts = (list: typeof people) => ({
      arrived: list.filter((p) => p.present).length,
      expected: list.length,
      childrenIn: 0,
      moneyTakenToday: list.reduce((sum, p) => sum + p.paid, 0),
    });
    return { total: counts(people), levels: [{ level: 'I', ...counts(people) }] };
  }
}

const FIRST = [
  'Anna',
  'Piotr',
  'Maria',
  'Jan',
  'Katarzyna',
  'Tomasz',
  'Agnieszka',
  'Paweł',
  'Łucja',
  'Michał',
];
const LAST = [
  'Kowalska',
  'Nowak',
  'Wiśniewska',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zieliński',
  'Szymańska',
];

/** A roster of `count` people on three levels, one in four with a child (benchmarks). */
export function benchRoster(sessionId: string, count: number): DeskRoster {
  const people: DeskPerson[] = Array.from({ length: count }, (_, i) => ({
    participantId: randomUUID(),
    firstname: FIRST[i % FIRST.length] as string,
    lastname: `${LAST[i % LAST.length]}${i}`,
    level: ['I', 'II', 'III'][i % 3] as string,
    present: false,
    due: 450,
    paid: i % 5 === 0 ? 450 : 0,
    room: `${100 + (i % 60)}`,
    keyHandedOut: false,
    children:
      i % 4 === 0
        ? [
            {
              id: randomUUID(),
              firstname: 'Dziecko',
              lastname: `${LAST[i % LAST.length]}${i}`,
              age: 7,
              checkedIn: false,
              pickupCodeDigest: null,
            },
          ]
        : [],
    indexBookSaved: false,
    registrationTokenDigest: sha256(`token-${i}`),
  }));
  return {
    session: {
      id: sessionId,
      name: 'Bench',
      branch: 'Demo',
      startDate: '2031-07-01',
      endDate: '2031-07-07',
      levels: ['I', 'II', 'III'],
    },
    people,
    position: '1000.1000',
    loadedAt: new Date().toISOString(),
  };
}
