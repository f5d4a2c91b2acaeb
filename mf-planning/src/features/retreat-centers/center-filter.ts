import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';

/** Centres on one page of the list. */
export const CENTERS_PAGE_SIZE = 20;

/** Lower case without accents; ł has no decomposed form, so it is mapped by hand (Łódź → lodz). */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pl')
    .replaceAll('ł', 'l');

/** The centres whose name, city or country hold the text (case- and accent-insensitively), by name. */
export function filterCenters(centers: readonly RetreatCenter[], text: string): RetreatCenter[] {
  const wanted = fold(text.trim());
  return centers
    .filter((c) => !wanted || [c.name, c.city, c.country].some((field) => fold(field).includes(wanted)))
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

interface ListPage<T> {
  readonly items: readonly T[];
  /** The page shown, 0-based: the one asked for, or the last one when the list became shorter. */
  readonly page: number;
  readonly pages: number;
}

/** One page of a list; at least one page, even of an empty list. */
export function pageOf<T>(items: readonly T[], page: number, size = CENTERS_PAGE_SIZE): ListPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(0, page), pages - 1);
  return { items: items.slice(shown * size, (shown + 1) * size), page: shown, pages };
}
