import { formatDate } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { TFunction } from 'i18next';

/** "date from – date to – season" (spec §2 Sessions). */
export function sessionLabel(session: SchoolSession, t: TFunction<'planning'>): string {
  const date = (value: string | null) => (value ? formatDate(value) : t('list.noDate'));
  return `${date(session.dateFrom)} – ${date(session.dateTo)} – ${t(`season.${session.season}`)}`;
}

/** A session as a picker lists it: its dates and season, and its branch (sessions of several branches mix). */
export function sessionChoiceLabel(session: SchoolSession, t: TFunction<'planning'>): string {
  const branch = session.branch?.name;
  return branch ? `${sessionLabel(session, t)} · ${branch}` : sessionLabel(session, t);
}
