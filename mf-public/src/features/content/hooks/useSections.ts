import { currentLanguage } from '@cenacle/kit';
import { useQuery } from '@tanstack/react-query';
import { contentKeys, fetchSections, type SectionsOf } from '../api/content.api.ts';

/** A page's CMS sections in the visitor's language (one request however many ask). */
export function useSections(of: SectionsOf) {
  const language = currentLanguage();
  return useQuery({
    queryKey: contentKeys.sections(of, language),
    queryFn: ({ signal }) => fetchSections(of, signal),
  });
}
