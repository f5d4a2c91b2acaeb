import { useLocalPreference } from '../../preferences/useLocalPreference.ts';

/** The session pinned to the dashboard in this browser (spec §4: session pinning is stored locally). */
export function usePinnedSession(): [string | null, (sessionId: string | null) => void] {
  return useLocalPreference<string | null>('cenacle.dashboard.pinnedSession', (stored) => stored || null);
}
