import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteSection,
  fetchPageSections,
  orderSections,
  type PageScope,
  sectionKeys,
} from '../api/sections.api.ts';

export function usePageSections(scope: PageScope) {
  return useQuery({
    queryKey: sectionKeys.page(scope),
    queryFn: ({ signal }) => fetchPageSections(scope, signal),
  });
}

/**
 * A new order of the page's sections: shown at once, sent with `POST /api/info-components-style`,
 * and put back as it was when the server refuses it.
 */
export function useReorderSections(scope: PageScope) {
  const queryClient = useQueryClient();
  const key = sectionKeys.page(scope);
  return useMutation({
    mutationFn: (ordered: readonly InfoComponent[]) =>
      orderSections({
        location: scope.location,
        lang: scope.language,
        country: scope.country,
        branch: scope.branch ? { value: scope.branch } : null,
        order: ordered.map((c) => c.id),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<InfoComponent[]>(key);
      queryClient.setQueryData(key, [...ordered]);
      return { before };
    },
    onError: (_error, _ordered, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
  });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (component: InfoComponent) => deleteSection(component.id.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
  });
}
