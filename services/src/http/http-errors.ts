/** A refusal with its own message key, answered by the error handler in the problem shape. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
    this.name = 'HttpProblem';
  }
}

/** A request field (query, path) that is not what the route takes: 400 with a field error. */
export class RequestFieldError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    /** The constraint name the browser translates as `error.<constraint>`. */
    readonly constraint: string,
  ) {
    super(`${field}: ${constraint}`);
    this.name = 'RequestFieldError';
  }
}

/**
 * Fields a rule beyond the schema refuses (answers to a session's own questions, a level the session
 * does not have): 400 with one field error each, as the schema's own would be.
 */
export class RequestFieldErrors extends Error {
  readonly statusCode = 400;
  constructor(readonly violations: readonly { readonly field: string; readonly constraint: string }[]) {
    super(violations.map((v) => `${v.field}: ${v.constraint}`).join(', '));
    this.name = 'RequestFieldErrors';
  }
}
