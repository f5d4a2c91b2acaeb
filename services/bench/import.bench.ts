/**
 * `npm run bench:import`: a 2,000-row CSV (families with children, servants among them) parsed and
 * classified as the import page does (papaparse, `classifyRows`), sent in batches to
 * `POST /api/session-import/{sessionId}`. Prints the time from the first batch until every row is in
 * the participants read model, then the participants list query's latency for that session.
 * Aim: under 10 s and a p95 under 50 ms.
 */

import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import { ageColumnOf, classifyRows, inBatches } from '@cenacle/shared-domain/participants/rules';
import Papa from 'papaparse';
import { percentile, withBenchApi } from './bench-api.ts';

const { BENCH_ROWS: ROWS } = orExit(() => readWholeNumbers(process.env, { BENCH_ROWS: positive(2000) }));
const LIST_QUERIES = 300;

/** Every fourth row a child of the adult above it; every fiftieth adult a servant (demo servant's address once). */
function csv(rows: number): string {
  const lines = ['Imię;Nazwisko;E-mail;Stopień;wiek;Dieta'];
  for (let i = 1; i <= rows; i++) {
    if (i % 4 === 0) lines.push(`Dziecko${i};Rodzina${i - 1};;dziecko;${i % 15};`);
    else if (i === 1) lines.push('Piotr;Kowalski;servant@cenacle.example;posługujący;;');
    else
      lines.push(
        `Osoba${i};Rodzina${i};osoba.${i}@example.org;${['I', 'II', 'III'][i % 3]};;${i % 2 ? 'wege' : ''}`,
      );
  }
  return lines.join('\n');
}

await withBenchApi(async ({ base, headers }) => {
  const sessions = (await (await fetch(`${base}/api/school-sessions`, { headers })).json()) as {
    id: { value: string };
  }[];
  const sessionId = sessions[0]?.id.value;
  if (!sessionId) throw new Error('the demo has no session');
  const listUrl = (query: string) => `${base}/api/session-registrations/${sessionId}?${query}`;
  const before = (await (await fetch(listUrl('size=1'), { headers })).json()) as { total: number };

  const started = performance.now();
  const parsed = Papa.parse<Record<string, string>>(csv(ROWS), { header: true, skipEmptyLines: true });
  const headersOfFile = parsed.meta.fields ?? [];
  const { entries, skipped } = classifyRows(
    parsed.data,
    {
      fields: { firstname: 'Imię', lastname: 'Nazwisko', email: 'E-mail', level: 'Stopień' },
      questions: {},
    },
    ageColumnOf(headersOfFile),
  );
  let position = '';
  let imported = 0;
  for (const batch of inBatches(entries)) {
    const response = await fetch(`${base}/api/session-import/${sessionId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ entries: batch }),
    });
    if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
    const { results } = (await response.json()) as { results: { status: string }[] };
    imported += results.filter((r) => r.status !== 'SKIPPED').length;
    position = response.headers.get('app-log-position') ?? position;
  }
  const answered = performance.now();
  // Every row is in the read model once the list has reached the last batch's position.
  let total = 0;
  for (;;) {
    const response = await fetch(listUrl(`size=1&position=${position}`), { headers });
    total = ((await response.json()) as { total: number }).total;
    if (response.headers.get('app-read-model-stale') !== 'true' && total >= before.total + imported) break;
  }
  const done = performance.now();

  const latencies: number[] = [];
  const queries = ['page=0&size=50', 'page=3&size=50', 'level=II&size=50', 'text=rodzina1&size=50'];
  for (let i = 0; i < LIST_QUERIES; i++) {
    const t = performance.now();
    const response = await fetch(listUrl(queries[i % queries.length] as string), { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  const childRows = entries.reduce((sum, entry) => sum + entry.children.length, 0);
  console.table([
    {
      'CSV rows': ROWS,
      adults: entries.length,
      children: childRows,
      'skipped by the browser': skipped.length,
      'imported (server)': imported,
      'in the list': total,
      'import answered s': Number(((answered - started) / 1000).toFixed(2)),
      'all in read model s': Number(((done - started) / 1000).toFixed(2)),
    },
  ]);
  console.table([
    {
      'list queries': LIST_QUERIES,
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
      'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    },
  ]);
  const seconds = (done - started) / 1000;
  const p95 = percentile(latencies, 95);
  console.log(
    `aim: every row in the read model < 10 s → ${seconds < 10 ? 'met' : 'NOT met'} (${seconds.toFixed(2)} s)`,
  );
  console.log(`aim: participants list p95 < 50 ms → ${p95 < 50 ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`);
});
