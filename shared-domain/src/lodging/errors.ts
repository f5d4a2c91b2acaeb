/** Business rules of retreat centres and room assignment a command may break. */
export const LODGING_ERROR_CODES = [
  /** A building or room id appears twice in one centre. */
  'DUPLICATE_ID',
  /** The person is not in the room the request names: someone moved them meanwhile. */
  'NOT_IN_ROOM',
  /** A proposal being accepted places someone who was placed meanwhile. */
  'ALREADY_PLACED',
  /** The session takes its centre from its public page, and none is set there. */
  'NO_RETREAT_CENTER',
  /** A centre a session names (on its public page) cannot be deleted. */
  'CENTER_IN_USE',
  /** A session names a centre of another branch (or of none). */
  'CENTER_OF_OTHER_BRANCH',
] as const;
export type LodgingErrorCode = (typeof LODGING_ERROR_CODES)[number];
