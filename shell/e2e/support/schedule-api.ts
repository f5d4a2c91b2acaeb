import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/** One item of a day as a test or benchmark writes it (times `HH:mm:ss`). */
export interface DayItem {
  readonly start: string;
  readonly finish: string;
  readonly name: string;
  readonly type?: string | null;
  /** Level alternatives: levels → name. */
  readonly alternatives?: readonly { readonly levels: readonly string[]; readonly name: string }[];
}

/**
 * Writes schedule days through the real API (`POST /api/schedules/`), as the editor saves them,
 * with the context's own sign-in; each save names the version the last one answered.
 */
export class ScheduleWriter {
  private version: number | null = null;
  /** The log position of the last save, for reads that must see it. */
  position = '';

  private constructor(
    private readonly context: BrowserContext,
    private readonly shellUrl: string,
    private readonly sessionId: string,
    private readonly token: string,
  ) {}

  static async open(context: BrowserContext, shellUrl: string, sessionId: string): Promise<ScheduleWriter> {
    const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const writer = new ScheduleWriter(context, shellUrl, sessionId, decodeURIComponent(token));
    writer.version = (await writer.read()).version;
    return writer;
  }

  /** The session's schedule once the read model holds the last save. */
  async read(): Promise<{ version: number; items: { id: { value: string }; date: string; name: string }[] }> {
    const position = this.position ? `&position=${this.position}` : '';
    let status = 0;
    // A session just planned may not be in the read models yet (404 until it is).
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await this.context.request.get(
        `${this.shellUrl}/api/schedules?session=${this.sessionId}${position}`,
      );
      status = response.status();
      if (response.ok() && response.headers()['app-read-model-stale'] !== 'true') return response.json();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The schedule read model did not catch up (last answer ${status})`);
  }

  /** Saves `date` as exactly these items; answers their ids in order. */
  async saveDay(date: string, items: readonly DayItem[]): Promise<string[]> {
    const ids = items.map(() => randomUUID());
    const response = await this.context.request.post(`${this.shellUrl}/api/schedules/`, {
      headers: { 'X-XSRF-TOKEN': this.token },
      data: {
        session: { value: this.sessionId },
        date,
        version: this.version,
        items: items.map((item, i) => ({
          id: ids[i],
          start: item.start,
          finish: item.finish,
          name: item.name,
          type: item.type ?? null,
          conferenceNumber: null,
          servants: [],
          alternatives: (item.alternatives ?? []).map((a) => ({
            id: randomUUID(),
            levelScope: [...a.levels],
            name: a.name,
            type: item.type ?? null,
            conferenceNumber: null,
            servants: [],
          })),
        })),
      },
    });
    if (!response.ok())
      throw new Error(`Saving ${date} answered ${response.status()}: ${await response.text()}`);
    this.version = ((await response.json()) as { version: number }).version;
    this.position = response.headers()['app-log-position'] ?? this.position;
    return ids;
  }
}
