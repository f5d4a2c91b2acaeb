import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { signInContext } from './sign-in.ts';

export interface RoomSpec {
  readonly name: string;
  readonly beds: number;
  readonly roomNumber?: number;
  readonly spaceForMattress?: boolean;
}
export interface BuildingSpec {
  readonly name: string;
  readonly rooms: readonly RoomSpec[];
}

/** A person of the planner, as `GET /api/participant-rooms` lists them. */
export interface PlannerPersonDto {
  readonly id: { readonly value: string };
  readonly type: 'participant' | 'child' | 'servant';
  readonly firstname: string;
  readonly lastname: string;
}
export interface RoomPlanDto {
  readonly retreatCenter: { readonly name: string } | null;
  readonly buildings: {
    readonly name: string;
    readonly rooms: {
      readonly id: { value: string };
      readonly name: string;
      readonly persons: PlannerPersonDto[];
    }[];
  }[];
  readonly unassigned: PlannerPersonDto[];
}

/**
 * The room planner's world through the API, for one test: a retreat centre of its own, a session
 * published with that centre, people registered by hand (with the gender staff noted).
 */
export class RoomApi {
  /** The log position of the last write: reads name it to see it. */
  lastPosition = '';

  private constructor(
    private readonly request: APIRequestContext,
    private readonly shellUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(
    context: BrowserContext,
    shellUrl: string,
    user: { username: string; password: string },
  ) {
    await signInContext(context, shellUrl, user);
    return RoomApi.of(context, shellUrl);
  }

  /** The calls of a context already signed in. */
  static async of(context: BrowserContext, shellUrl: string) {
    const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return new RoomApi(context.request, shellUrl, decodeURIComponent(token));
  }

  async call(method: 'POST' | 'DELETE', path: string, data: object): Promise<unknown> {
    const response = await this.request.fetch(`${this.shellUrl}${path}`, {
      method,
      data,
      headers: { 'X-XSRF-TOKEN': this.token },
    });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    this.lastPosition = response.headers()['app-log-position'] ?? this.lastPosition;
    return response.headers()['content-type']?.includes('json') ? response.json() : null;
  }

  /** A centre of its own (a unique name), with its buildings and rooms; answers its id. */
  async center(name: string, buildings: readonly BuildingSpec[]): Promise<string> {
    const saved = (await this.call('POST', '/api/retreat-center/', {
      name,
      city: 'Kraków',
      country: 'POL',
      buildings: buildings.map((b) => ({
        name: b.name,
        rooms: b.rooms.map((r) => ({ ...r, floor: 0 })),
      })),
    })) as { id: { value: string } };
    return saved.id.value;
  }

  /** The version of each page this client saved: a page saved again names the one it was made from. */
  private readonly pageVersions = new Map<string, number>();

  /** Publishes the session's page naming the centre (a session takes its centre from there). */
  async publishWithCenter(sessionId: string, centerId: string | null): Promise<void> {
    const page = (await this.call('POST', '/api/publicsession/', {
      id: { value: sessionId },
      version: this.pageVersions.get(sessionId) ?? null,
      retreatCenter: centerId ? { value: centerId } : null,
    })) as { version: number };
    this.pageVersions.set(sessionId, page.version);
  }

  /** Someone registered by hand on the session, their gender noted by staff; answers their id. */
  async person(sessionId: string, firstname: string, lastname: string, gender?: 'MALE' | 'FEMALE') {
    const saved = (await this.call('POST', `/api/session-participant/${sessionId}`, {
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}.${randomUUID().slice(0, 8)}@example.org`,
      level: 'I',
    })) as { id: { value: string } };
    const id = saved.id.value;
    if (gender) {
      await this.untilPlanned(sessionId, (plan) => plan.unassigned.some((p) => p.id.value === id));
      await this.call('POST', '/api/participant-room-wishes', {
        session: sessionId,
        person: { type: 'participant', id },
        gender,
      });
    }
    return id;
  }

  /** The plan as the API shows it once it holds the last write. */
  async plan(sessionId: string): Promise<RoomPlanDto> {
    const response = await this.request.get(
      `${this.shellUrl}/api/participant-rooms?session=${sessionId}&position=${this.lastPosition}`,
    );
    if (!response.ok()) throw new Error(`GET participant-rooms answered ${response.status()}`);
    return (await response.json()) as RoomPlanDto;
  }

  /** Waits until the plan satisfies `ok` (read models catch up with the registrations). */
  async untilPlanned(sessionId: string, ok: (plan: RoomPlanDto) => boolean): Promise<RoomPlanDto> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const plan = await this.plan(sessionId);
      if (ok(plan)) return plan;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The plan of ${sessionId} did not show what was expected`);
  }

  /** Where each person is: room name by person id ('pool' when unassigned). */
  static placements(plan: RoomPlanDto): Record<string, string> {
    const where: Record<string, string> = {};
    for (const p of plan.unassigned) where[p.id.value] = 'pool';
    for (const b of plan.buildings)
      for (const r of b.rooms) for (const p of r.persons) where[p.id.value] = r.name;
    return where;
  }
}

/**
 * Dates no other test's session takes: a random week of a far year. The specs that pick fixed
 * dates keep to 2031–2059, so a random one never shares their year.
 */
export function uniqueDates(): [string, string] {
  const year = 2060 + Math.floor(Math.random() * 35);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = 1 + Math.floor(Math.random() * 20);
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${year}-${month}-${pad(day)}`, `${year}-${month}-${pad(day + 4)}`];
}
