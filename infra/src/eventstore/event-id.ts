import { v7 } from 'uuid';

/**
 * A new event's id: a UUID of version 7, whose leading bits are the time it was made. The PostgreSQL
 * store's unique index on event ids then grows at its right end instead of touching a random page
 * per append, which at eight concurrent writers took a third of the database's time (decision 013).
 * Ids stay opaque: nothing reads the time back out of them.
 */
export const newEventId = (): string => v7();
