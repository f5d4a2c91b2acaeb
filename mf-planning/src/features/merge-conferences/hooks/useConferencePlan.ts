import { isApiError, notify } from '@cenacle/kit';
import type { ConferencePlanBody } from '@cenacle/shared-domain/conferences/contracts';
import type { ConferenceMove } from '@cenacle/shared-domain/conferences/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPlan, planKeys, postMove } from '../api/merge-conferences.api.ts';
import { previewMove, withColumn } from './plan-preview.ts';

interface MoveVariables {
  readonly move: ConferenceMove;
  readonly version: number;
  /** The plan before the preview: put back when the server refuses. */
  readonly before: ConferencePlanBody;
}

/** The server's reason (the field's message, or the problem's), or the general one. */
function refusalMessage(error: unknown): string {
  if (!isApiError(error) || error.status !== 400) return 'conferencePlan.messages.error-move';
  return Object.values(error.fieldErrors)[0] ?? error.messageKey;
}

export const useConferencePlan = (sessionId: string, lang: string | null) =>
  useQuery({
    queryKey: planKeys.plan(sessionId, lang),
    queryFn: ({ signal }) => fetchPlan(sessionId, lang, signal),
  });

/**
 * A move is shown at once through the plan rules, then recorded; refused, it is taken back with the
 * server's message; on a 409 (someone changed the column meanwhile) the plan is loaded again.
 * Moves go one after another (one scope), each on the version the previous one left.
 */
function useMoveConference(sessionId: string, lang: string | null) {
  const queryClient = useQueryClient();
  const key = planKeys.plan(sessionId, lang);
  return useMutation({
    scope: { id: `conference-plan-${sessionId}` },
    mutationFn: async ({ move, version }: MoveVariables) => postMove({ sessionId, ...move, version }),
    onSuccess: (column) => {
      const plan = queryClient.getQueryData<ConferencePlanBody>(key);
      const latest = plan?.columns.find((c) => c.level === column.level);
      // Later moves already previewed on top of this one keep their preview.
      if (plan && latest && latest.version <= column.version)
        queryClient.setQueryData(key, withColumn(plan, column));
    },
    onError: (error, { before }) => {
      if (isApiError(error) && error.status === 409) {
        notify.info('planning.mergeConferences.reloaded');
      } else {
        queryClient.setQueryData(key, before);
        notify.error(refusalMessage(error));
      }
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

/** Previews the move, and sends it when the rules take it; a refused one shows its message only. */
export function useApplyMove(sessionId: string, lang: string | null) {
  const queryClient = useQueryClient();
  const key = planKeys.plan(sessionId, lang);
  const mutation = useMoveConference(sessionId, lang);
  return (move: ConferenceMove) => {
    const plan = queryClient.getQueryData<ConferencePlanBody>(key);
    if (!plan) return;
    const preview = previewMove(plan, move);
    if (!preview.ok) {
      notify.error(preview.refusal.messageKey);
      return;
    }
    if (preview.plan === plan) return;
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, preview.plan);
    mutation.mutate({ move, version: preview.version, before: plan });
  };
}
