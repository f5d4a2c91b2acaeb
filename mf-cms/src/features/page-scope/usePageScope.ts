import { useSearchParams } from '@cenacle/kit/router';

/** The languages staff write content in (visitors of other languages read Polish). */
export const CONTENT_LANGUAGES = ['pl', 'en', 'uk', 'de'] as const;
const COUNTRY = /^[A-Z]{3}$/;

/**
 * The language and country of the page being edited, kept in the address (`?language=en&country=DEU`)
 * so that a link or a reload opens the same list. Polish and every country by default.
 */
export function usePageScope() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('language') ?? 'pl';
  const language = (CONTENT_LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'pl';
  const typed = (params.get('country') ?? '').toUpperCase();
  const country = COUNTRY.test(typed) ? typed : null;
  const change = (next: { language?: string; country?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  return { language, country, typedCountry: params.get('country') ?? '', change };
}
