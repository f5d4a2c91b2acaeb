/** The caller is known but may not act here (another branch's session, a missing authority): 403. */
export class AccessDeniedError extends Error {
  readonly statusCode = 403;
  constructor(message = 'Access denied') {
    super(message);
    this.name = 'AccessDeniedError';
  }
}
