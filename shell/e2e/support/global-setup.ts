import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startCatchAllSmtp } from '@cenacle/workers/dev-smtp.ts';
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process.ts';
import { WORK_DIR } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** Where every mail the product sent during the run lands, one `.eml` file each. */
    mailDir: string;
    /** The demo data's session (with its payments and participants); tests add sessions of their own. */
    demoSessionId: string;
    /** The API's database: a test may age its own login session there (the idle timeout). */
    databaseUrl: string;
  }
}

/**
 * One real API (fresh database, demo data) for all browser test files, and a real SMTP listener
 * that keeps every mail the workers send, for the tests that follow a link in one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mailDir = join(WORK_DIR, 'mail');
  rmSync(mailDir, { recursive: true, force: true });
  const smtp = await startCatchAllSmtp({ port: 0, dir: mailDir });
  const api = await startApi({ smtpUrl: smtp.url });
  project.provide('apiUrl', api.url);
  project.provide('mailDir', mailDir);
  project.provide('demoSessionId', api.demoSessionId);
  project.provide('databaseUrl', api.databaseUrl);
  return async () => {
    await api.stop();
    await smtp.close();
  };
}
