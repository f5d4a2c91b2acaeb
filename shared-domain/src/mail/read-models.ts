/** The outbox: one row per mail with its delivery timeline (staff of the mail's branch see it). */
export const MAIL_OUTBOX_READ_MODEL = 'mail-outbox';
/** The reactor that renders requested mail and hands it to the queue (a checkpoint like a projector's). */
export const MAIL_REACTOR = 'mail-reactor';
