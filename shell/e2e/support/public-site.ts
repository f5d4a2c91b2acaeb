import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { ADMIN, signInContext } from './sign-in.ts';

/** What the public site's browser tests make through the API as the demo admin. */
export class SiteData {
  private lastPosition = '';

  private constructor(
    private readonly request: APIRequestContext,
    private readonly shellUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(context: BrowserContext, shellUrl: string): Promise<SiteData> {
    await signInContext(context, shellUrl, ADMIN);
    const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return new SiteData(context.request, shellUrl, decodeURIComponent(token));
  }

  private async post<T>(path: string, data: object): Promise<T> {
    const response = await this.request.post(`${this.shellUrl}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': this.token },
    });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    this.lastPosition = response.headers()['app-log-position'] ?? '';
    return (await response.json()) as T;
  }

  /** Waits until the public read `path` shows the last write. */
  async seen(path: string): Promise<void> {
    const separator = path.includes('?') ? '&' : '?';
    const response = await this.request.get(
      `${this.shellUrl}${path}${separator}position=${this.lastPosition}`,
    );
    if (!response.ok() || response.headers()['app-read-model-stale'] === 'true')
      throw new Error(`GET ${path} did not see the last write (${response.status()})`);
  }

  async branch(values: {
    name: string;
    country: string;
    city: string;
    latitude?: number;
    longitude?: number;
    phone?: string;
    email?: string;
    facebook?: string;
  }): Promise<string> {
    const saved = await this.post<{ id: { value: string } }>('/api/branch/', { active: true, ...values });
    await this.seen('/api/branches');
    return saved.id.value;
  }

  /** A session of the branch, published with a deadline a month away. */
  async publishedSession(
    branchId: string,
    levels: string[],
    dates: [string, string],
    description: string,
  ): Promise<string> {
    const session = await this.post<{ id: { value: string } }>('/api/school-session/', {
      season: 'SUMMER',
      dateFrom: dates[0],
      dateTo: dates[1],
      levels: levels.map((name) => ({ name })),
      branchId: { value: branchId },
    });
    await this.post('/api/publicsession/', {
      id: session.id,
      address: 'ul. Leśna 1, Zakopane',
      description,
      registrationDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await this.seen('/api/publicsessions');
    return session.id.value;
  }

  async testimony(values: { author: string; content: string; type: 'TEXT' | 'VIDEO'; onMainPage: boolean }) {
    await this.post('/api/config-testimony/', { country: 'POL', ...values });
    await this.seen('/api/testimonies');
  }

  /** A one-column section with a heading and a text on a CMS page, in one language (for one country). */
  async section(
    location: string,
    lang: string,
    heading: string,
    text: string,
    branch?: string,
    country?: string,
  ) {
    await this.post('/api/info-component/', {
      name: heading,
      location,
      lang,
      ...(branch ? { branch: { value: branch } } : {}),
      ...(country ? { country } : {}),
      section: {
        columns: [
          {
            type: 'CENTER',
            elements: [
              { type: 'H1', content: heading },
              { type: 'TEXT', content: `<p>${text}</p>` },
            ],
          },
        ],
      },
    });
    await this.seen(`/api/info-components?location=${location}&language=${lang}`);
  }

  /** A community's about-us entry, or with `branch` one of that branch's page. */
  async aboutUs(values: {
    title: string;
    content: string;
    language: string;
    main: boolean;
    branch?: string;
  }) {
    const { branch, ...entry } = values;
    await this.post('/api/about-us/', { ...entry, ...(branch ? { branch: { value: branch } } : {}) });
    await this.seen(`/api/about-us${branch ? `/${branch}` : ''}?language=${values.language}`);
  }

  async retreatCenter(name: string): Promise<string> {
    const saved = await this.post<{ id: { value: string } }>('/api/retreat-center/', {
      name,
      contact: 'recepcja@example.org',
      country: 'POL',
      city: 'Zakopane',
      address: 'ul. Leśna 1',
      description: 'Dom w górach.',
      buildings: [{ name: 'Dom Główny', rooms: [{ name: 'Pokój 7', beds: 2 }] }],
    });
    return saved.id.value;
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/**
 * Runs axe-core in the page: the serious and critical violations, each as `rule: targets`
 * (empty when the page passes). Its source is evaluated through the browser's debugging protocol
 * rather than added as an inline <script>, which the page's Content-Security-Policy rightly refuses.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource};0`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's title and meta description. */
export async function pageHead(page: Page): Promise<{ title: string; description: string }> {
  return {
    title: await page.title(),
    description:
      (await page.locator('meta[name="description"]').first().getAttribute('content'))?.trim() ?? '',
  };
}
