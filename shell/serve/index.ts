export { API_PREFIXES } from './api-prefixes.ts';
export {
  REMOTE_CONTENT_SECURITY_POLICY,
  remoteOrigins,
  securityHeaders,
  shellContentSecurityPolicy,
} from './security-headers.ts';
export {
  DEFAULT_PORTS,
  type StartWebServersOptions,
  startWebServers,
  type WebPorts,
  type WebServers,
} from './start-web-servers.ts';
export { createStaticServer, type StaticServerOptions } from './static-server.ts';
