import { type StartWebServersOptions, startWebServers, type WebServers } from '@cenacle/shell/serve';

/** The built shell and remotes, each on its own free port, proxying to the test API. */
export function serveWeb(apiUrl: string, roots?: StartWebServersOptions['roots']): Promise<WebServers> {
  return startWebServers({
    apiUrl,
    ports: { shell: 0, planning: 0, accounting: 0, publicSite: 0, cms: 0 },
    ...(roots ? { roots } : {}),
  });
}
