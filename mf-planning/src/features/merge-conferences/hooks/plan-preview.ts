import type { ConferencePlanBody } from '@cenacle/shared-domain/conferences/contracts';
import {
  applyMove,
  type ConferenceMove,
  columnBody,
  columnOfBody,
  type MoveRefusal,
} from '@cenacle/shared-domain/conferences/rules';

const NO_COLUMN: MoveRefusal = {
  code: 'INVALID_CONFERENCE_MOVE',
  field: 'action',
  messageKey: 'error.conferencePlan.badIndex',
};

export type Preview =
  | { readonly ok: true; readonly plan: ConferencePlanBody; readonly version: number }
  | { readonly ok: false; readonly refusal: MoveRefusal };

/**
 * The plan as it will be once the server takes the move: the same rules the server decides with.
 * `version` is the column's version the move is made on (sent as the expected one).
 */
export function previewMove(plan: ConferencePlanBody, move: ConferenceMove): Preview {
  const body = plan.columns.find((c) => c.level === move.level && c.lang === move.lang);
  if (!body) return { ok: false, refusal: NO_COLUMN };
  const column = columnOfBody(body);
  const outcome = applyMove(column, move);
  if (!outcome.ok) return outcome;
  if (outcome.column === column) return { ok: true, version: body.version, plan };
  const next = { ...columnBody(outcome.column), lang: body.lang };
  return {
    ok: true,
    version: body.version,
    plan: { ...plan, columns: plan.columns.map((c) => (c === body ? next : c)) },
  };
}

/** The plan with one column replaced by the server's answer. */
export const withColumn = (plan: ConferencePlanBody, column: ConferencePlanBody['columns'][number]) => ({
  ...plan,
  columns: plan.columns.map((c) => (c.level === column.level && c.lang === column.lang ? column : c)),
});
