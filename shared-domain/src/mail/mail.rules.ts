/** The mail templates the workers can render (each in pl, en, uk and de) and the parameters each takes. */
export const MAIL_TEMPLATE_PARAMS = {
  invitation: ['name', 'link'],
  activation: ['name', 'link'],
  passwordReset: ['name', 'link'],
  participantNotice: ['name', 'retreat', 'message'],
  /** The amount and how to pay; `place` and `contact` (whom to ask) are optional (below). */
  registrationConfirmed: ['name', 'retreat', 'price', 'place', 'contact'],
  registrationWaiting: ['name', 'retreat'],
  waitingPlaceGranted: ['name', 'retreat'],
  /** Staff's message to a session's participants: its title and its rich text (`…Html`). */
  participantMessage: ['name', 'retreat', 'title', 'messageHtml'],
  /** A servant's conferences on a session (their files attached): one per line. */
  conferenceFiles: ['name', 'retreat', 'conferences'],
  /** The owner's new address: the link that confirms it (issue 23 §1). */
  emailChangeConfirm: ['name', 'link'],
  /** The old address: someone else changed it; the owner's link that lets the change happen. */
  emailChangeApprove: ['name', 'email', 'link'],
  /** The old address: the owner asked to move to `email` (told, no link). */
  emailChangeNotice: ['name', 'email'],
  /** Someone tried to register with an address that has an account: its owner is told (`link`: sign in). */
  registrationAttempt: ['name', 'link'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type MailTemplate = keyof typeof MAIL_TEMPLATE_PARAMS;

/**
 * Parameters a template takes when they are there: a line naming one that is absent or blank is left
 * out of the mail. A mail requested before the parameter existed (its event is in the log for good)
 * still renders, and a session without an address simply has no "place" line.
 */
export const MAIL_OPTIONAL_PARAMS: Readonly<Partial<Record<MailTemplate, readonly string[]>>> = {
  registrationConfirmed: ['place', 'contact'],
};
export const MAIL_TEMPLATES = [
  'invitation',
  'activation',
  'passwordReset',
  'participantNotice',
  'registrationConfirmed',
  'registrationWaiting',
  'waitingPlaceGranted',
  'participantMessage',
  'conferenceFiles',
  'emailChangeConfirm',
  'emailChangeApprove',
  'emailChangeNotice',
  'registrationAttempt',
] as const satisfies readonly MailTemplate[];

export const RECIPIENT_MAX_LENGTH = 254;
/** Files one mail may carry, and the length of each one's name. */
export const MAX_ATTACHMENTS = 50;
export const ATTACHMENT_NAME_MAX_LENGTH = 255;
export const PARAM_MAX_LENGTH = 2_000;
export const SUBJECT_MAX_LENGTH = 500;
export const BODY_MAX_LENGTH = 100_000;
export const SMTP_RESPONSE_MAX_LENGTH = 2_000;

/** Where a mail stands: its outbox state. */
export const MAIL_STATES = ['REQUESTED', 'QUEUED', 'DELIVERED', 'RETRYING', 'FAILED'] as const;
export type MailState = (typeof MAIL_STATES)[number];
