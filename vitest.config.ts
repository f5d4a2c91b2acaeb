import { defineConfig } from 'vitest/config';

// shell/e2e/.work holds the release test's copies of the front ends, not tests of their own.
const exclude = ['**/node_modules/**', '**/dist/**', 'shell/e2e/.work/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts'],
          exclude,
          // One worker process imports the modules once for all the files it runs (about 30 s to 8 s
          // here): pure tests keep no state between files (infra/decisions/021).
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          // Each file gets its own database, API and projections process (whose projectors share one
          // advisory-lock connection). Two files at a time on this machine's two cores: at up to about
          // 25 PostgreSQL connections a file, a third would overrun the server's 100 whenever another
          // run shares it (infra/decisions/021). A worker process imports the modules once for all the
          // files it runs (imports took 384 s of an 830 s run, 27 s this way): every file closes what it
          // opens (infra/decisions/030).
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
