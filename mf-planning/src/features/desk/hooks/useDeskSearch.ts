import type { DeskPerson } from '@cenacle/shared-domain/desk/contracts';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { mayBeToken, registrationTokenDigest, tokenCandidates } from '../state/digest.ts';
import { findByTokenDigest, searchIndex, searchPeople } from '../state/search.ts';

/**
 * Search as typed: names at once, and the confirmation mail's token (a scanner types it like a
 * keyboard) through its SHA-256 digest, so the device never needs the token itself.
 */
export function useDeskSearch(people: readonly DeskPerson[]) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const index = useMemo(() => searchIndex(people), [people]);
  const [byToken, setByToken] = useState<{ query: string; participantId: string } | null>(null);

  useEffect(() => {
    if (!mayBeToken(deferred)) return;
    let current = true;
    void Promise.all(tokenCandidates(deferred).map(registrationTokenDigest)).then((digests) => {
      const found = digests.map((digest) => findByTokenDigest(people, digest)).find(Boolean);
      if (current && found) setByToken({ query: deferred, participantId: found.participantId });
    });
    return () => {
      current = false;
    };
  }, [deferred, people]);

  const tokenMatch =
    byToken && byToken.query === deferred
      ? (people.find((p) => p.participantId === byToken.participantId) ?? null)
      : null;
  const results = useMemo(
    () => (tokenMatch ? [tokenMatch] : searchPeople(index, deferred)),
    [tokenMatch, index, deferred],
  );
  return { query, setQuery, results, foundByToken: tokenMatch !== null, searched: deferred.trim() !== '' };
}
