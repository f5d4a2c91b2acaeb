/** Business rules of a schedule a command may break. */
export const SCHEDULE_ERROR_CODES = [
  /** The caller edited a version of the schedule that someone has changed since. */
  'SCHEDULE_CHANGED',
  /** The change would make an item run past midnight. */
  'DAY_OVERFLOW',
  /** A day holds at most MAX_ITEMS_PER_DAY items. */
  'DAY_FULL',
  /** An item (or one of its alternatives) holds at most MAX_SERVANTS_PER_ITEM servants. */
  'TOO_MANY_SERVANTS',
  /** A split names a level the item is not for. */
  'LEVEL_NOT_IN_SCOPE',
  /** A split would leave the item itself with no level. */
  'SPLIT_LEAVES_NOTHING',
  /** Copying a day into another is for summer sessions only. */
  'COPY_DAY_SUMMER_ONLY',
  /** A day of the request lies outside the session's dates. */
  'DATE_OUTSIDE_SESSION',
  /** The schedule's items overlap or finish before they start. */
  'ITEMS_OVERLAP',
] as const;
export type ScheduleErrorCode = (typeof SCHEDULE_ERROR_CODES)[number];
