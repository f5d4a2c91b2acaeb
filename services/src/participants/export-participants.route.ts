import type { Database } from '@cenacle/infra/db/schema.ts';
import {
  childrenToExport,
  participantsToExport,
} from '@cenacle/projections/participants/participants/participants-export.queries.ts';
import { formOfSession } from '@cenacle/projections/registration/registration-forms/registration-forms.queries.ts';
import {
  formatAmount,
  formatInstant,
  fromMinorUnits,
  type LangKey,
  STAFF_AUTHORITIES,
} from '@cenacle/shared-domain';
import {
  type ParticipantExport,
  ParticipantExportQuerySchema,
  SessionIdParamsSchema,
} from '@cenacle/shared-domain/participants';
import { isQuestion } from '@cenacle/shared-domain/registration/rules';
import type { Kysely } from 'kysely';
import { toCsv } from '../http/csv.ts';
import { pickLanguage, translate } from '../http/messages.ts';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

interface Table {
  readonly columns: string[];
  readonly rows: string[][];
}

/** What a table's cells are written with: the words, amounts and dates of the caller's language. */
interface Writer {
  readonly t: (key: string) => string;
  /** An amount as the language writes it, without grouping (a spreadsheet reads it as a number). */
  readonly money: (minor: number) => string;
  readonly instant: (iso: string) => string;
}

function writer(lang: LangKey): Writer {
  return {
    t: (key) => translate(key, lang),
    money: (minor) => formatAmount(fromMinorUnits(minor), lang, { grouping: false }),
    instant: (iso) => formatInstant(iso, lang),
  };
}

/** Participants or servants: the fixed columns, then one per question of the session's form. */
async function registrationsTable(
  db: Kysely<Database>,
  sessionId: string,
  servants: boolean,
  { t, money, instant }: Writer,
): Promise<Table> {
  const [people, form] = await Promise.all([
    participantsToExport(db, sessionId, servants),
    formOfSession(db, sessionId),
  ]);
  const questions = (form?.items ?? []).filter(isQuestion);
  // A gender question's answer is a code of the contract (MALE, FEMALE): written as its word.
  const answerText = (type: string, value: string) =>
    type === 'GENDER' && value ? t(`participants.csv.genders.${value}`) : value;
  const columns = [
    'firstname',
    'lastname',
    'email',
    'level',
    'status',
    'presence',
    'price',
    'children',
    'registeredAt',
  ];
  return {
    columns: [...columns.map((c) => t(`participants.csv.${c}`)), ...questions.map((q) => q.question)],
    rows: people.map((p) => {
      const answers = new Map(p.questions.map((a) => [a.id, a.value]));
      return [
        p.firstname,
        p.lastname,
        p.email,
        p.level,
        t(`participants.csv.statuses.${p.status}`),
        t(p.presence ? 'participants.csv.yes' : 'participants.csv.no'),
        money(p.priceMinor),
        String(p.children),
        instant(p.registeredAt),
        ...questions.map((q) => answerText(q.type, answers.get(q.id) ?? '')),
      ];
    }),
  };
}

async function childrenTable(db: Kysely<Database>, sessionId: string, { t, money }: Writer): Promise<Table> {
  const children = await childrenToExport(db, sessionId);
  const columns = ['firstname', 'lastname', 'age', 'price', 'parent', 'parentEmail', 'status'];
  return {
    columns: columns.map((c) => t(`participants.csv.${c}`)),
    rows: children.map((c) => [
      c.firstname,
      c.lastname,
      String(c.age),
      money(c.priceMinor),
      `${c.parentFirstname} ${c.parentLastname}`,
      c.parentEmail,
      t(`participants.csv.statuses.${c.parentStatus}`),
    ]),
  };
}

function table(
  db: Kysely<Database>,
  sessionId: string,
  list: ParticipantExport,
  lang: LangKey,
): Promise<Table> {
  if (list === 'children') return childrenTable(db, sessionId, writer(lang));
  return registrationsTable(db, sessionId, list === 'servants', writer(lang));
}

/**
 * `GET /api/session-registrations/{sessionId}/export.csv?list=participants|servants|children`: a
 * session's lists as semicolon-separated CSV, headers in the caller's language.
 */
export const exportParticipantsRoute = queryRoute({
  url: '/api/session-registrations/:id/export.csv',
  summary: "A session's participants, servants or children as semicolon-separated CSV",
  tags: ['participants'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, participantsToExport, formOfSession, childrenToExport],
  params: SessionIdParamsSchema,
  querystring: ParticipantExportQuerySchema,
  produces: ['text/csv'],
  async handle({ params: { id }, query, user, deps, request, reply }) {
    await authorizeSessionRead(deps, user, id);
    const lang = pickLanguage(request.headers['accept-language'], user.langKey);
    const { columns, rows } = await table(deps.db, id, query.list, lang);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${query.list}-${id}.csv"`)
      .send(toCsv(columns, rows));
  },
});
