import { currentLanguage } from '@cenacle/kit';
import { useQuery } from '@tanstack/react-query';
import { contentKeys, fetchSections, type SectionsOf } from '../api/content.api.ts';

/**
 * A page's CMS sections in the visitor's language (one request however many ask). When only the
 * country or the language changes, the page's sections stay on show until the new ones are in.
 */
export function useSections(of: SectionsOf) {
  const language = currentLanguage();
  return useQuery({
    queryKey: contentKeys.sections(of, language),
    queryFn: ({ signal }) => fetchSections(of, signal),
    placeholderData: (previous, previousQuery) => {
      const [, location, branch] = previousQuery?.queryKey ?? [];
      return location === of.location && branch === (of.branch ?? '') ? previous : undefined;
    },
  });
}
