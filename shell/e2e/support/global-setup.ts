import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startCatchAllSmtp } from '@cenacle/workers/dev-smtp.ts';
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process.ts';
import type { Backend } from './backend.ts';
import { WORK_DIR } from './paths.ts';

/**
 * One real back end (API, projections and workers on a fresh database with the demo data, and an
 * SMTP listener keeping every mail they send) per worker: a worker runs its files one after the
 * other against its own back end, so the files two workers run at the same time share nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const mailDir = join(WORK_DIR, `mail-${index + 1}`);
      rmSync(mailDir, { recursive: true, force: true });
      const smtp = await startCatchAllSmtp({ port: 0, dir: mailDir });
      const api = await startApi({ smtpUrl: smtp.url, name: String(index + 1) });
      const backend: Backend = {
        apiUrl: api.url,
        mailDir,
        demoSessionId: api.demoSessionId,
        databaseUrl: api.databaseUrl,
      };
      const stop = async () => {
        await api.stop();
        await smtp.close();
      };
      return { backend, stop };
    }),
  );
  project.provide(
    'backends',
    started.map((s) => s.backend),
  );
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
  };
}
