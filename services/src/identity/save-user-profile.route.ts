import { DomainError } from '@cenacle/shared-domain';
import { UserProfileSaveSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { commandRoute } from '../http/command-route.ts';
import { requestEmailChange, reserveWantedEmail } from './email-change.ts';
import { actorOf, loadPerson } from './people-access.ts';
import { answeringViolations } from './violations.ts';

/**
 * `POST api/user-profile`: the signed-in user changes his name and phone, asks for a new address
 * (confirmed from a link mailed to it), or removes his
 * avatar (a new avatar is set by uploading it, so the only ids taken are the current one and null).
 * Its 400s carry `violations[{field, message}]` (spec §5 User profile).
 */
export const saveUserProfileRoute = answeringViolations(
  commandRoute({
    method: 'POST',
    url: '/api/user-profile',
    summary: "Save the signed-in user's profile",
    tags: ['account'],
    entityName: 'userProfile',
    audience: 'signed-in',
    body: UserProfileSaveSchema,
    async handle({ body, user, deps, run }) {
      const person = await loadPerson(deps, user.id);
      const avatar = body.avatar === undefined ? undefined : (body.avatar?.value ?? null);
      if (avatar && avatar !== person.avatarFileId) {
        throw new DomainError('AVATAR_UNKNOWN', 'error.user.avatarUnknown', {}, 'avatar');
      }
      const by = actorOf(user);
      await reserveWantedEmail(run, deps, user.id, person, body.email);
      await run(userDecider, userStream(user.id), {
        type: 'EditPerson',
        data: {
          userId: user.id,
          details: {
            firstName: body.firstname,
            lastName: body.lastname,
            phone: body.phone,
          },
          avatarFileId: avatar,
          by,
        },
      });
      // A new address waits for the link mailed to it; the old one is told.
      await requestEmailChange(run, deps, by, user.id, person, body.email);
      return { status: 200, alert: { key: 'settings.messages.profile-saved', param: body.firstname } };
    },
  }),
);
