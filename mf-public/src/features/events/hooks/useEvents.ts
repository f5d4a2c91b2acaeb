import type { Branch, PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useActiveBranches } from '../../site/hooks/useActiveBranches.ts';
import { type EventFilters, eventKeys, fetchPublicSessions, NO_FILTERS } from '../api/events.api.ts';

export interface FilterOptions {
  readonly countries: readonly string[];
  readonly branches: readonly Branch[];
  readonly levels: readonly string[];
}

/** The sessions the filters select, and what the filters offer (from every published session and branch). */
export function useEvents(filters: EventFilters) {
  const sessions = useQuery({
    queryKey: eventKeys.list(filters),
    queryFn: ({ signal }) => fetchPublicSessions(filters, signal),
    placeholderData: (previous) => previous,
  });
  const all = useQuery({
    queryKey: eventKeys.list(NO_FILTERS),
    queryFn: ({ signal }) => fetchPublicSessions(NO_FILTERS, signal),
  });
  const branches = useActiveBranches();
  const options = useMemo(
    () => filterOptions(all.data ?? [], branches.data ?? [], filters.country),
    [all.data, branches.data, filters.country],
  );
  // The filters' choices come with the branches: drawn before them, the list would be pushed down.
  return { sessions, options, optionsPending: branches.isPending };
}

function filterOptions(
  sessions: readonly PublicSession[],
  branches: readonly Branch[],
  country: string,
): FilterOptions {
  const levels = new Set<string>();
  for (const session of sessions) for (const level of session.session.levels) levels.add(level.name);
  const byName = (a: Branch, b: Branch) => a.name.localeCompare(b.name);
  return {
    countries: [...new Set(branches.map((branch) => branch.country))].sort(),
    branches: branches.filter((branch) => !country || branch.country === country).sort(byName),
    levels: [...levels].sort((a, b) => a.localeCompare(b)),
  };
}
