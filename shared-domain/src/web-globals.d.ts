/**
 * The host globals shared-domain may use: web standards that browsers and Node both provide. The
 * package compiles without DOM and Node types (tsconfig.json), so anything else, such as `document`,
 * `Buffer` or `process`, fails the typecheck. Add a global here only when both hosts have it.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly protocol: string;
  readonly hostname: string;
}
