import { registrationToken, sha256Hex } from '@cenacle/infra/secrets/registration-token.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  DeskParticipantParamsSchema,
  deskArrivalDecider,
  deskStream,
  RevokedRegistrationTokenSchema,
} from '@cenacle/shared-domain/desk';
import { commandRoute } from '../http/command-route.ts';
import { authorizeParticipantCommand } from '../participants/participant-access.ts';
import { deskRegistrations } from './desk-registration.ts';

/**
 * `POST /api/desk/registration-token/{participantId}/revoke`: the registration's QR token stops
 * matching and a new one (the next generation) replaces it (staff of the session's branch).
 */
export const revokeRegistrationTokenRoute = commandRoute({
  method: 'POST',
  url: '/api/desk/registration-token/:participantId/revoke',
  summary: "Revoke a registration's QR token; a new one replaces it",
  tags: ['desk'],
  entityName: 'participant',
  audience: STAFF_AUTHORITIES,
  params: DeskParticipantParamsSchema,
  response: { 200: RevokedRegistrationTokenSchema },
  async handle({ params: { participantId }, user, deps, run }) {
    const participant = await authorizeParticipantCommand(deps, user, participantId);
    const sessionId = participant.session.value;
    const registration = (await deskRegistrations(deps, sessionId))(participantId);
    const result = await run(deskArrivalDecider, deskStream(sessionId), {
      type: 'RevokeRegistrationToken',
      data: { sessionId, participantId, registration },
    });
    const generation = result.state.inner.generations.get(participantId) ?? 0;
    const token = registrationToken(deps.config.secretsKey, participantId, generation);
    return {
      status: 200,
      alert: { key: 'desk.messages.token-revoked', param: participantId },
      body: { participantId, registrationTokenDigest: sha256Hex(token) },
    };
  },
});
