/** Business rules of the arrival desk an action may break (each refusal is shown at the desk). */
export const DESK_ERROR_CODES = [
  /** The person's presence was confirmed already (on another desk, or earlier on this one). */
  'ALREADY_PRESENT',
  /** The person's room key was handed out already. */
  'KEY_ALREADY_HANDED_OUT',
  /** The child is in the children's group already. */
  'CHILD_ALREADY_CHECKED_IN',
  /** The child is not in the children's group: there is nothing to check out. */
  'CHILD_NOT_CHECKED_IN',
  /** The pickup code shown does not match the one made at check-in. */
  'WRONG_PICKUP_CODE',
  /** The action's command id was applied already: it is not applied twice. */
  'DUPLICATE_COMMAND',
] as const;
export type DeskErrorCode = (typeof DESK_ERROR_CODES)[number];
