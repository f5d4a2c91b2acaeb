import type {
  ALERT_HEADER,
  ERROR_HEADER,
  PARAMS_HEADER,
  POSITION_HEADER,
  READ_MODEL_STALE_HEADER,
} from '@cenacle/shared-domain/rules';

/*
 * The contract's header names. Browser code imports only TYPES from shared-domain: its modules
 * build zod schemas at load time, which would add zod (≈26 KB gzipped) to every page. `satisfies`
 * keeps these copies equal to the contract at compile time.
 */
export const ALERT = 'app-alert' satisfies typeof ALERT_HEADER;
export const ERROR = 'app-error' satisfies typeof ERROR_HEADER;
export const PARAMS = 'app-params' satisfies typeof PARAMS_HEADER;
export const POSITION = 'app-log-position' satisfies typeof POSITION_HEADER;
export const READ_MODEL_STALE = 'app-read-model-stale' satisfies typeof READ_MODEL_STALE_HEADER;
export const TOTAL_COUNT = 'X-Total-Count';
