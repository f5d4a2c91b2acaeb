import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`*.e2e.spec.ts`): the real API on a fresh database, the built shell and remotes
 * served as deployed (each on its own origin), Debian's Chromium. Each worker gets a back end of
 * its own (`support/backend.ts`), so files could run two at a time; they run one at a time until
 * a run of two workers has passed on a quiet machine (infra/decisions/030).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['shell/e2e/**/*.e2e.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'shell/e2e/.work/**'],
    globalSetup: ['shell/e2e/support/global-setup.ts'],
    setupFiles: ['shell/e2e/support/csp-check.ts'],
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
