import type { BrowserContext } from 'playwright-core';

export interface CenterRoom {
  readonly name: string;
  readonly beds: number;
  readonly roomNumber?: number;
  readonly description?: string;
}

/**
 * Saves a retreat centre through the API as the context's signed-in user (its session and CSRF
 * cookies), with one building of the given rooms: a test makes the centre it then opens. Answers
 * the centre's id.
 */
export async function createCenter(
  context: BrowserContext,
  shellUrl: string,
  center: {
    readonly name: string;
    readonly city: string;
    readonly building: string;
    readonly rooms: readonly CenterRoom[];
  },
): Promise<string> {
  const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${shellUrl}/api/retreat-center/`, {
    data: {
      name: center.name,
      city: center.city,
      country: 'Polska',
      buildings: [{ name: center.building, rooms: center.rooms }],
    },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  if (response.status() !== 201) {
    throw new Error(`POST /api/retreat-center/ answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { id: { value: string } }).id.value;
}
