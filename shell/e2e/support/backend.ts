import { inject as injectProvided } from 'vitest';

/** One real back end of the run: its API, database, demo session and the mails its workers sent. */
export interface Backend {
  readonly apiUrl: string;
  /** Where every mail this back end sent during the run lands, one `.eml` file each. */
  readonly mailDir: string;
  /** The demo data's session (with its payments and participants); tests add sessions of their own. */
  readonly demoSessionId: string;
  /** The API's database: a test may age its own login session there (the idle timeout). */
  readonly databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One back end per worker: files running at the same time never share data. */
    backends: Backend[];
  }
}

/**
 * This file's back end: the one of the worker running it (`VITEST_POOL_ID`, 1 to the number of
 * workers), which runs one file at a time, so two files running at once never meet each other's data.
 */
export function backend(): Backend {
  const backends = injectProvided('backends');
  const poolId = process.env.VITEST_POOL_ID;
  const worker = poolId ? Number.parseInt(poolId, 10) - 1 : 0;
  const chosen = backends[worker % backends.length];
  if (!chosen) throw new Error('The browser tests started no back end');
  return chosen;
}

/** A fact of this file's back end (`inject('apiUrl')`, as the files read it). */
export function inject<K extends keyof Backend>(key: K): Backend[K] {
  return backend()[key];
}
