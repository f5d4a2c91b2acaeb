import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** The new release's strings: a changed page title and a route that did not exist before. */
export const NEW_TITLE = 'Księgowość — nowe wydanie';
export const NEW_ROUTE = {
  segment: 'release-notes',
  nav: { pl: 'Co nowego', en: "What's new", uk: 'Що нового', de: 'Neuigkeiten' },
  heading: {
    pl: 'Nowości w księgowości',
    en: 'New in accounting',
    uk: 'Нове в бухгалтерії',
    de: 'Neu in der Buchhaltung',
  },
} as const;

const ROUTE_MODULE = `import { useNamespace } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import { ACCOUNTING_NS, loadAccountingStrings } from '../i18n/namespace.ts';

export default function ReleaseNotesRoute() {
  useNamespace(ACCOUNTING_NS, loadAccountingStrings);
  const { t } = useTranslation('accounting');
  return (
    <section data-testid="release-notes">
      <h1>{t('releaseNotes.heading')}</h1>
    </section>
  );
}
`;

/** The release's route declaration: the released one plus the new route. */
const ROUTES = `import { ACCOUNTING_REMOTE as released } from './routes.released.ts';

export const ACCOUNTING_REMOTE = {
  ...released,
  routes: [
    ...released.routes,
    {
      segment: '${NEW_ROUTE.segment}',
      module: 'ReleaseNotesRoute',
      source: './src/routes/ReleaseNotesRoute.tsx',
      authorities: ['ROLE_ADMIN'],
      nav: 'releaseNotes.nav',
    },
  ],
};
`;

/**
 * A new release of mf-accounting, built from a copy of its sources in `checkout` with only the
 * remote's own files changed: its Polish title, a new route module, its declaration and strings.
 */
export function buildChangedAccounting(checkout: string): void {
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  for (const entry of ['package.json', 'rsbuild.config.ts', 'routes.ts', 'src']) {
    cpSync(join(REPO_ROOT, 'mf-accounting', entry), join(checkout, entry), { recursive: true });
  }
  for (const language of ['pl', 'en', 'uk', 'de'] as const) {
    const file = join(checkout, `src/i18n/locales/${language}.json`);
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    strings.releaseNotes = { nav: NEW_ROUTE.nav[language], heading: NEW_ROUTE.heading[language] };
    if (language === 'pl') strings.title = NEW_TITLE;
    writeFileSync(file, JSON.stringify(strings, null, 2));
  }
  writeFileSync(join(checkout, 'src/routes/ReleaseNotesRoute.tsx'), ROUTE_MODULE);
  renameSync(join(checkout, 'routes.ts'), join(checkout, 'routes.released.ts'));
  writeFileSync(join(checkout, 'routes.ts'), ROUTES);

  const build = spawnSync(join(REPO_ROOT, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: checkout,
    encoding: 'utf8',
    // vitest sets NODE_ENV=test, which would make Rsbuild build for development.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`mf-accounting build failed:\n${build.stdout}\n${build.stderr}`);
}
