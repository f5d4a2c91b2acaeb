import { useQuery } from '@tanstack/react-query';
import { fetchPublishedSession, fetchRegistrationForm, registrationKeys } from '../api/registration.api.ts';

const publishedQuery = (sessionId: string) => ({
  queryKey: registrationKeys.publicSession(sessionId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPublishedSession(sessionId, signal),
});

// Asked for at once, beside the public session: an unpublished session ignores its answer.
const formQuery = (sessionId: string) => ({
  queryKey: registrationKeys.form(sessionId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchRegistrationForm(sessionId, signal),
});

/** The session's public page and its registration form, asked for together. */
export function useRegistrationPage(sessionId: string) {
  const published = useQuery(publishedQuery(sessionId));
  const form = useQuery(formQuery(sessionId));
  return { published, form };
}
