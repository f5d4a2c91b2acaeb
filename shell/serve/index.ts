export {
  API_PREFIXES,
  DEFAULT_PORTS,
  type StartWebServersOptions,
  startWebServers,
  type WebPorts,
  type WebServers,
} from './start-web-servers.ts';
export { createStaticServer, type StaticServerOptions } from './static-server.ts';
