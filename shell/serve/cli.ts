import { DEFAULT_PORTS, startWebServers } from './start-web-servers.ts';

/** `npm run serve:web`: serves the built shell and remotes (build them first with `npm run build:web`). */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const servers = await startWebServers({
  apiUrl: process.env.CENACLE_API_URL ?? 'http://127.0.0.1:8080',
  host: process.env.WEB_HOST ?? '127.0.0.1',
  ports: {
    shell: port('SHELL_PORT', DEFAULT_PORTS.shell),
    planning: port('PLANNING_PORT', DEFAULT_PORTS.planning),
    accounting: port('ACCOUNTING_PORT', DEFAULT_PORTS.accounting),
    publicSite: port('PUBLIC_PORT', DEFAULT_PORTS.publicSite),
    cms: port('CMS_PORT', DEFAULT_PORTS.cms),
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
