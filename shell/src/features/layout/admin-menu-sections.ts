import { ADMIN_MENU_GROUPS, type AdminMenuGroup } from '@cenacle/kit/routes';
import type { NavEntry } from '../remotes/hooks/useNavEntries.ts';

export interface AdminMenuSection {
  readonly group: AdminMenuGroup;
  readonly entries: readonly NavEntry[];
}

/**
 * The administration menu's entries in its sections, in the sections' order, each section's entries
 * by label; a section with nothing the user may open is left out, and an entry of no section goes
 * to `system`.
 */
export function adminMenuSections(entries: readonly NavEntry[], language: string): AdminMenuSection[] {
  const collator = new Intl.Collator(language);
  return ADMIN_MENU_GROUPS.map((group) => ({
    group,
    entries: entries
      .filter((entry) => (entry.group ?? 'system') === group)
      .sort((a, b) => collator.compare(a.label, b.label)),
  })).filter((section) => section.entries.length > 0);
}
