/**
 * The accounting read models by name: the projections' names, the WebSocket's change notices and
 * the first element of the browser's query keys all use these.
 */
export const LEDGER_READ_MODEL = 'ledger';
/** The treasurer's audit trail. */
export const LEDGER_AUDIT_READ_MODEL = 'ledger-audit';
