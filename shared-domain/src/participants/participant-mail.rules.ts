/** Mail to a session's participants: one mail, fanned out by the workers to each registered participant. */
export const PARTICIPANT_MAIL_TITLE_MAX_LENGTH = 300;
export const PARTICIPANT_MAIL_CONTENT_MAX_LENGTH = 100_000;
/** The list shows this many characters of a mail's text (spec §9). */
export const PARTICIPANT_MAIL_PREVIEW_LENGTH = 50;
/** Spec §6 route groups: "branch admin or servant (mail to participants)" (decision 022). */
export const PARTICIPANT_MAILERS = ['BRANCH_ADMIN', 'SERVANT'] as const;
export const PARTICIPANT_MAILS_READ_MODEL = 'participant-mails';
export const participantMailStream = (mailId: string): string => `participant-mail-${mailId}`;
