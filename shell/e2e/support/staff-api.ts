import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { ADMIN, signInContext } from './sign-in.ts';

/** The ids of the form `Staff.form` saves: a priced radio, a priced checkbox and a text question. */
export const FORM_ITEMS = { room: randomUUID(), meals: randomUUID(), note: randomUUID() } as const;

export interface Participant {
  readonly email: string;
  readonly level: string;
  readonly price: number;
  readonly questions: readonly { readonly id: { readonly value: string }; readonly value: string }[];
  readonly children: readonly { readonly firstname: string; readonly age: number }[];
}

/** The staff's side, through the API: a session of the demo branch, priced, with a form, published. */
export class Staff {
  constructor(
    private readonly request: APIRequestContext,
    private readonly shellUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(context: BrowserContext, shellUrl: string): Promise<Staff> {
    await signInContext(context, shellUrl, ADMIN);
    const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return new Staff(context.request, shellUrl, decodeURIComponent(token));
  }

  /** The log position of the last write, which a read may name to see it (read your writes). */
  private lastPosition = '';

  private async post(path: string, data: object): Promise<unknown> {
    const response = await this.request.post(`${this.shellUrl}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': this.token },
    });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    this.lastPosition = response.headers()['app-log-position'] ?? '';
    return response.headers()['content-type']?.includes('json') ? response.json() : null;
  }

  /**
   * Reads `path` once its read models hold the last write: the registration calls price a
   * registration from the price list and the form as the read models know them.
   */
  private async readOwnWrite(path: string): Promise<void> {
    const separator = path.includes('?') ? '&' : '?';
    const response = await this.request.get(
      `${this.shellUrl}${path}${separator}position=${this.lastPosition}`,
    );
    if (!response.ok() || response.headers()['app-read-model-stale'] === 'true')
      throw new Error(`GET ${path} did not see the last write (${response.status()})`);
  }

  /** A new branch (POST /api/branch/); answers its id. */
  async createBranch(name: string): Promise<string> {
    const branch = (await this.post('/api/branch/', { name, country: 'POL', city: 'Gdańsk' })) as {
      id: { value: string };
    };
    return branch.id.value;
  }

  /** Invites someone with these authorities on one branch (POST /api/admin/user); the mail carries the link. */
  async invite(email: string, authorities: string[], branchId: string): Promise<void> {
    await this.post('/api/admin/user', {
      firstName: 'Ewa',
      lastName: 'Zawadzka',
      email,
      authorities,
      branches: [{ id: { value: branchId } }],
    });
  }

  async planSession(
    levels: string[],
    dates: [string, string] = ['2031-07-01', '2031-07-07'],
    inBranch?: string,
  ): Promise<string> {
    const branches = (await (await this.request.get(`${this.shellUrl}/api/branches`)).json()) as {
      id: { value: string };
    }[];
    const branchId = inBranch ?? branches[0]?.id.value;
    if (!branchId) throw new Error('No branch in the demo data');
    const session = (await this.post('/api/school-session/', {
      season: 'SUMMER',
      dateFrom: dates[0],
      dateTo: dates[1],
      levels: levels.map((name) => ({ name })),
      branchId: { value: branchId },
    })) as { id: { value: string } };
    return session.id.value;
  }

  async participants(sessionId: string): Promise<Participant[]> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await this.request.get(`${this.shellUrl}/api/session-registrations/${sessionId}`);
      const page = (await response.json()) as { items: Participant[] };
      if (page.items.length > 0) return page.items;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }

  async price(sessionId: string, type: string, value: number, ages?: [number, number]): Promise<void> {
    await this.post('/api/session-price/', {
      session: { value: sessionId },
      type,
      value,
      ...(ages ? { ageFrom: ages[0], ageTo: ages[1] } : {}),
    });
    await this.readOwnWrite(`/api/session-prices?session=${sessionId}`);
  }

  async form(sessionId: string): Promise<void> {
    const loaded = await this.request.get(`${this.shellUrl}/api/registration-form/${sessionId}`);
    const { version } = (await loaded.json()) as { version: number };
    await this.post(`/api/registration-form/${sessionId}`, {
      version,
      title: 'Rekolekcje letnie nad morzem',
      description: '<p>Zapisz się, proszę, do końca maja.</p>',
      successTitle: 'Do zobaczenia nad morzem!',
      successContent: '<p>Potwierdzenie wysłaliśmy e-mailem.</p>',
      items: [
        {
          id: FORM_ITEMS.room,
          type: 'RADIO',
          question: 'Nocleg',
          options: ['150 zł - pokój', '100 zł - namiot'],
          required: true,
        },
        {
          id: FORM_ITEMS.meals,
          type: 'CHECKBOX',
          question: 'Posiłki',
          options: ['30 zł - obiad', '20 zł - kolacja'],
        },
        { id: FORM_ITEMS.note, type: 'TEXT', question: 'Skąd jesteś?' },
      ],
    });
    await this.readOwnWrite(`/api/registration-form/${sessionId}`);
  }

  async publish(sessionId: string, deadline: Date, capacity: number | null = null): Promise<void> {
    await this.post('/api/publicsession/', {
      id: { value: sessionId },
      registrationDeadline: deadline.toISOString(),
      capacity,
    });
    // The registration call reads the session's window from the public-sessions read model.
    for (let attempt = 0; attempt < 100; attempt++) {
      const page = await this.request.get(`${this.shellUrl}/api/publicsession/${sessionId}`);
      if (page.ok() && ((await page.json()) as { capacity: number | null }).capacity === capacity) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The public page of ${sessionId} did not show`);
  }

  /** Someone registers through the public call (no mail), taking a place. */
  async registerSomeone(sessionId: string, email: string): Promise<void> {
    await this.post(`/api/session-registration/${sessionId}?withoutMail=true`, {
      firstname: 'Pierwsza',
      lastname: 'Osoba',
      email,
      level: 'I',
    });
  }

  /** Staff register someone by hand (no form answers), with their children when given. */
  async registerByHand(
    sessionId: string,
    person: {
      firstname: string;
      lastname: string;
      email: string;
      level?: string;
      children?: readonly { firstname: string; lastname: string; age: number }[];
    },
  ): Promise<string> {
    const saved = (await this.post(`/api/session-participant/${sessionId}`, { level: 'I', ...person })) as {
      id: { value: string };
    };
    return saved.id.value;
  }

  /** Puts a servant of the demo data (found by e-mail address) on the session. */
  async addServant(sessionId: string, email: string): Promise<void> {
    const servants = (await (await this.request.get(`${this.shellUrl}/api/servants`)).json()) as {
      id: { value: string };
      email: string;
    }[];
    const servant = servants.find((s) => s.email === email);
    if (!servant) throw new Error(`No servant ${email} in the demo data`);
    await this.post('/api/session-servant', { session: sessionId, servant: servant.id.value });
  }

  /** Waits until the participants read model lists `count` registrations of the session. */
  async untilListed(sessionId: string, count: number): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await this.request.get(`${this.shellUrl}/api/session-registrations/${sessionId}`);
      if (response.ok() && ((await response.json()) as { total: number }).total >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The participants of ${sessionId} did not show`);
  }

  /** Copies a session's registration form onto another session. */
  async copyForm(targetSessionId: string, sourceSessionId: string): Promise<void> {
    await this.post(`/api/registration-form/${targetSessionId}/copy-from/${sourceSessionId}`, {});
  }
}
