import { orExit, port, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import { DEFAULT_PORTS, startWebServers } from './start-web-servers.ts';

/** `npm run serve:web`: serves the built shell and remotes (build them first with `npm run build:web`). */
const ports = orExit(() =>
  readWholeNumbers(process.env, {
    SHELL_PORT: port(DEFAULT_PORTS.shell, { allowAny: true }),
    PLANNING_PORT: port(DEFAULT_PORTS.planning, { allowAny: true }),
    ACCOUNTING_PORT: port(DEFAULT_PORTS.accounting, { allowAny: true }),
    PUBLIC_PORT: port(DEFAULT_PORTS.publicSite, { allowAny: true }),
    CMS_PORT: port(DEFAULT_PORTS.cms, { allowAny: true }),
  }),
);

const servers = await startWebServers({
  apiUrl: process.env.CENACLE_API_URL ?? 'http://127.0.0.1:8080',
  host: process.env.WEB_HOST ?? '127.0.0.1',
  ports: {
    shell: ports.SHELL_PORT,
    planning: ports.PLANNING_PORT,
    accounting: ports.ACCOUNTING_PORT,
    publicSite: ports.PUBLIC_PORT,
    cms: ports.CMS_PORT,
  },
});
console.log(`shell          ${servers.urls.shell}`);
console.log(`mf-planning    ${servers.urls.planning}/mf-manifest.json`);
console.log(`mf-accounting  ${servers.urls.accounting}/mf-manifest.json`);
console.log(`mf-public      ${servers.urls.publicSite}/mf-manifest.json`);
console.log(`mf-cms         ${servers.urls.cms}/mf-manifest.json`);
const stop = () => void servers.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
