import { currentLanguage } from '@cenacle/kit';
import { useQuery } from '@tanstack/react-query';
import { type AboutUsPart, contentKeys, fetchAboutUs } from '../../content/api/content.api.ts';

/** The community's main about-us entries, or all of them, in the visitor's language (else Polish). */
export function useAboutUs(which: AboutUsPart) {
  const language = currentLanguage();
  return useQuery({
    queryKey: contentKeys.aboutUs(which, language),
    queryFn: ({ signal }) => fetchAboutUs(which, signal),
  });
}
