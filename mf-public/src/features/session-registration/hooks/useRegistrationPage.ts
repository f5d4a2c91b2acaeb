import { useQuery } from '@tanstack/react-query';
import { fetchPublishedSession, fetchRegistrationForm, registrationKeys } from '../api/registration.api.ts';

/** The session's public page and its registration form, asked for together. */
export function useRegistrationPage(sessionId: string) {
  const published = useQuery({
    queryKey: registrationKeys.publicSession(sessionId),
    queryFn: ({ signal }) => fetchPublishedSession(sessionId, signal),
  });
  const form = useQuery({
    queryKey: registrationKeys.form(sessionId),
    // Asked for at once, beside the public session: an unpublished session ignores its answer.
    queryFn: ({ signal }) => fetchRegistrationForm(sessionId, signal),
  });
  return { published, form };
}
