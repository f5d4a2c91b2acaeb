import { sanitizeRichText } from '@cenacle/infra/text/rich-text.ts';
import {
  PARTICIPANT_MAILERS,
  ParticipantMailRequestSchema,
  participantMailDecider,
  participantMailStream,
} from '@cenacle/shared-domain/participants';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { RequestFieldError } from '../http/http-errors.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';

/**
 * `POST /api/mail-to-participants`: a mail to everyone registered on the session. It is recorded at
 * once; the workers address one outbox mail to each participant in the background. Sent once: the
 * id of a mail already sent answers 409.
 */
export const sendParticipantMailRoute = commandRoute({
  method: 'POST',
  url: '/api/mail-to-participants',
  summary: "Send a mail to the session's participants (once)",
  tags: ['participants', 'mail'],
  entityName: 'mail',
  audience: PARTICIPANT_MAILERS,
  body: ParticipantMailRequestSchema,
  response: { 201: z.object({ id: z.object({ value: z.string() }) }) },
  async handle({ body, user, deps, run }) {
    const sessionId = body.session.value;
    await sessionToActOn(deps, user, sessionId, 'session');
    const content = sanitizeRichText(body.content);
    if (content === null) throw new RequestFieldError('content', 'NotBlank');
    const mailId = body.id?.value ?? deps.newId();
    await run(participantMailDecider, participantMailStream(mailId), {
      type: 'SendParticipantMail',
      data: { mailId, sessionId, title: body.title, content },
    });
    return {
      status: 201,
      body: { id: { value: mailId } },
      alert: { key: 'participantMails.messages.sent', param: body.title },
    };
  },
});
