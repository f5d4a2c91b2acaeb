import type { TestProject } from 'vitest/node';
import { startApi } from './api-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/** One real API (fresh database, demo data) for all browser test files. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const api = await startApi();
  project.provide('apiUrl', api.url);
  return () => api.stop();
}
