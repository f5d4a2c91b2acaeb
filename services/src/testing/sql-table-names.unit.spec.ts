import { describe, expect, it } from 'vitest';
import { tableNames } from './sql-table-names.ts';

describe('tableNames', () => {
  it('finds table names in what Kysely and hand-written SQL send', () => {
    expect(
      tableNames(
        'select "p"."id", "files" from "public"."participants" as "p" inner join school_sessions s on s.id = p.session_id',
      ),
    ).toEqual(new Set(['public', 'participants', 'p', 'school_sessions', 's']));
    expect(tableNames('SELECT * FROM payments, "ledger_audit" a WHERE note = \'from users\'')).toEqual(
      new Set(['payments', 'ledger_audit', 'a']),
    );
    expect(tableNames('update "notes" set "x" = 1; insert into people (id) values ($1)')).toEqual(
      new Set(['notes', 'people']),
    );
    expect(
      tableNames(
        'with "paid" as (select * from "payments") select * from "paid" left join lateral (select 1 from /* users */ "notes") n on true',
      ),
    ).toEqual(new Set(['payments', 'paid', 'notes']));
  });
});
