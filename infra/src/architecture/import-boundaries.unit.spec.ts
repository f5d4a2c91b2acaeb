import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations, importsOf, readSources } from './import-boundaries.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('Import boundaries', () => {
  it('keeps every import of the repository inside the direction table', () => {
    // This file's own fixtures below are text, not imports.
    const files = readSources(ROOT).filter((f) => !f.path.endsWith('import-boundaries.unit.spec.ts'));
    expect(files.length).toBeGreaterThan(50);
    expect(findViolations(files)).toEqual([]);
  });

  it('catches imports that cross the table', () => {
    const violations = findViolations([
      { path: 'shared-domain/src/a.ts', text: "import pg from 'pg';\nimport { x } from '@cenacle/infra';" },
      { path: 'infra/src/b.ts', text: "export { y } from '../../services/src/app.ts';" },
      { path: 'services/src/c.ts', text: "const m = await import('@cenacle/projections');" },
      {
        path: 'services/src/c2.ts',
        text: "import { q } from '@cenacle/projections/accounting/ledger/payments.queries.ts';",
      },
      { path: 'services/src/c3.ts', text: "import { defineQuery } from '@cenacle/projections/query';" },
      {
        path: 'services/src/c4.ts',
        text: "import { ProjectionRunner } from '@cenacle/projections/runner/query.ts';",
      },
      {
        path: 'services/src/x/list.route.ts',
        text: "const rows = await db.selectFrom('payments').execute();",
      },
      { path: 'projections/src/h.ts', text: "import { app } from '@cenacle/services/app.ts';" },
      { path: 'mf-planning/src/d.tsx', text: "import { Payments } from '../../mf-accounting/src/x.tsx';" },
      { path: 'shell/src/e.tsx', text: "import type { X } from '@cenacle/mf-planning';" },
      {
        path: 'mf-accounting/src/f.tsx',
        text: "import { api } from '@cenacle/kit';\nimport { z } from '@cenacle/shared-domain';",
      },
      { path: 'shared-domain/src/g.unit.spec.ts', text: "import { it } from 'vitest';" },
      { path: 'shell/serve/cli.ts', text: "import { port } from '@cenacle/infra/config/settings.ts';" },
      { path: 'shell/serve/h.ts', text: "import { loadConfig } from '@cenacle/infra/config/config.ts';" },
      { path: 'shell/src/i.tsx', text: "import { port } from '@cenacle/infra/config/settings.ts';" },
    ]);
    expect(violations.map((v) => `${v.file} ${v.specifier}`)).toEqual([
      'shared-domain/src/a.ts pg',
      'shared-domain/src/a.ts @cenacle/infra',
      'infra/src/b.ts ../../services/src/app.ts',
      'services/src/c.ts @cenacle/projections',
      'services/src/c4.ts @cenacle/projections/runner/query.ts',
      'services/src/x/list.route.ts (SQL)',
      'projections/src/h.ts @cenacle/services/app.ts',
      'mf-planning/src/d.tsx ../../mf-accounting/src/x.tsx',
      'shell/src/e.tsx @cenacle/mf-planning',
      'shell/serve/h.ts @cenacle/infra/config/config.ts',
      'shell/src/i.tsx @cenacle/infra/config/settings.ts',
    ]);
  });

  it('reads static, type-only, re-export and dynamic imports', () => {
    expect(
      importsOf(
        "import a from 'a';\nimport type { B } from 'b';\nexport * from './c.ts';\nconst d = import('d');",
      ),
    ).toEqual(['a', 'b', './c.ts', 'd']);
  });
});
