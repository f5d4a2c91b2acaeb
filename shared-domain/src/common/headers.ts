/** Headers the browser reads to show toasts (spec §7 "Handling of answers"). */
export const ALERT_HEADER = 'app-alert';
export const ERROR_HEADER = 'app-error';
export const PARAMS_HEADER = 'app-params';
/** The log position of the last event a command appended; send it back to read your writes. */
export const POSITION_HEADER = 'app-log-position';
/** Total rows of a paged list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * On a query that asked (`?position=`) to read the caller's own write: `true` when the read models
 * had not reached that position when the answer was made (the data may predate the write).
 */
export const READ_MODEL_STALE_HEADER = 'app-read-model-stale';
