import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { ADMIN, signInContext } from './sign-in.ts';

/** A CMS section as `GET /api/info-components` answers it (the parts the tests read). */
export interface Section {
  readonly id: { readonly value: string };
  readonly name: string;
  readonly country: string | null;
  readonly version: number;
  readonly index: number;
  readonly section: {
    readonly columns: readonly {
      readonly type: string;
      readonly elements: readonly { readonly type: string; readonly content: string }[];
    }[];
  };
}

/** The content calls as an administrator makes them: each test writes its own sections. */
export class ContentApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly shellUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(context: BrowserContext, shellUrl: string): Promise<ContentApi> {
    await signInContext(context, shellUrl, ADMIN);
    const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return new ContentApi(context.request, shellUrl, decodeURIComponent(token));
  }

  private position = '';

  async post<T>(path: string, data: object): Promise<T> {
    const response = await this.request.post(`${this.shellUrl}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': this.token },
    });
    if (!response.ok())
      throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
    this.position = response.headers()['app-log-position'] ?? this.position;
    return (await response.json().catch(() => null)) as T;
  }

  /** A GET that sees this API's last write. */
  async get<T>(path: string): Promise<T> {
    const separator = path.includes('?') ? '&' : '?';
    const response = await this.request.get(
      `${this.shellUrl}${path}${this.position ? `${separator}position=${this.position}` : ''}`,
    );
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return (await response.json()) as T;
  }

  /** A one-column section holding a heading and a text, on a page (location, language, country). */
  saveSection(
    page: { location: string; lang: string; country: string | null },
    heading: string,
    text: string,
    saved?: Section,
  ) {
    return this.post<Section>('/api/info-component/', {
      id: saved?.id ?? null,
      version: saved?.version ?? null,
      name: heading,
      ...page,
      section: {
        columns: [
          {
            type: 'CENTER',
            elements: [
              { type: 'H2', content: heading },
              { type: 'TEXT', content: `<p>${text}</p>` },
            ],
          },
        ],
      },
    });
  }
}

/** A country code no other test uses (three capital letters). */
export function uniqueCountry(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `Q${letter()}${letter()}`;
}

/** All the words of a section, headings and texts. */
export const wordsOf = (section: Section): string =>
  section.section.columns.flatMap((c) => c.elements.map((e) => e.content)).join(' ');
