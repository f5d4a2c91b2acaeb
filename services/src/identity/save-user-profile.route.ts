import { DomainError } from '@cenacle/shared-domain';
import { UserProfileSaveSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { commandRoute } from '../http/command-route.ts';
import { loadPerson, reserveEmail } from './people-access.ts';
import { answeringViolations } from './violations.ts';

/**
 * `POST api/user-profile`: the signed-in user changes his name, address and phone, or removes his
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
      const email = await reserveEmail(run, deps.config.personalDataKey, user.id, person.email, body.email);
      await run(userDecider, userStream(user.id), {
        type: 'EditPerson',
        data: {
          userId: user.id,
          details: {
            firstName: body.firstname,
            lastName: body.lastname,
            email: body.email,
            phone: body.phone,
          },
          avatarFileId: avatar,
        },
      });
      await email.release();
      return { status: 200, alert: { key: 'settings.messages.profile-saved', param: body.firstname } };
    },
  }),
);
