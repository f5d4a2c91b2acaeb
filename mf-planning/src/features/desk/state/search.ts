import type { DeskPerson } from '@cenacle/shared-domain/desk/contracts';

/** Lower case, without diacritics (ł → l as well): "Łukasz" is found by "lukasz". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

export interface SearchIndexEntry {
  readonly person: DeskPerson;
  /** Folded first names, last names and children's names, one word each. */
  readonly words: readonly string[];
}

/** Built once per roster view, so a keystroke only compares prefixes. */
export function searchIndex(people: readonly DeskPerson[]): SearchIndexEntry[] {
  return people.map((person) => ({
    person,
    words: foldText(
      [person.firstname, person.lastname, ...person.children.flatMap((c) => [c.firstname, c.lastname])].join(
        ' ',
      ),
    )
      .split(/[\s-]+/)
      .filter(Boolean),
  }));
}

const byName = (a: DeskPerson, b: DeskPerson) =>
  a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname);

/**
 * People whose names start with every word typed ("kow an" finds Anna Kowalska), by last name. An
 * empty query gives nobody: the desk shows a card only once someone is looked for.
 */
export function searchPeople(index: readonly SearchIndexEntry[], query: string, limit = 50): DeskPerson[] {
  const terms = foldText(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const found = index
    .filter((entry) => terms.every((term) => entry.words.some((word) => word.startsWith(term))))
    .map((entry) => entry.person);
  return found.sort(byName).slice(0, limit);
}

/** The person whose registration token digest is this one (a scanned confirmation mail). */
export function findByTokenDigest(people: readonly DeskPerson[], digest: string): DeskPerson | null {
  return people.find((p) => p.registrationTokenDigest === digest) ?? null;
}
