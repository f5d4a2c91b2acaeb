/** The contract's header names, from shared-domain's browser-safe rules (no zod). */
export {
  ALERT_HEADER as ALERT,
  ERROR_HEADER as ERROR,
  PARAMS_HEADER as PARAMS,
  POSITION_HEADER as POSITION,
  READ_MODEL_STALE_HEADER as READ_MODEL_STALE,
  TOTAL_COUNT_HEADER as TOTAL_COUNT,
} from '@cenacle/shared-domain/rules';
