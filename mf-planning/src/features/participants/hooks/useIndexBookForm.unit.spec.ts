import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { describe, expect, it } from 'vitest';
import { indexEntryInput, initialIndexValues } from './useIndexBookForm.ts';

const participant = {
  id: { value: '6f1c1b3e-9a43-4d59-8f0e-6a2b7f0c2d11' },
  session: { value: '0b0d6c4e-2f5d-4e55-9b5a-3c1e0f7a9d22' },
  email: 'ola@example.org',
  level: 'II',
  index: null,
} as unknown as Participant;

const session = {
  id: participant.session,
  season: 'SUMMER',
  dateFrom: '2031-07-01',
  dateTo: '2031-07-07',
  branchId: { value: '9c7e2a10-4b3d-4f8e-a1c2-5d6e7f8a9b33' },
} as unknown as SchoolSession;

// The contract loads as the form loads it: on demand (the page starts without zod).
const { IndexEntryRequestSchema } = await import('@cenacle/shared-domain/participants/contracts');

const fieldMessages = (values: ReturnType<typeof initialIndexValues>) => {
  const result = IndexEntryRequestSchema.safeParse(indexEntryInput(participant, values));
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('The index book form', () => {
  it("starts from the session: its last day, its season and branch, the participant's level", () => {
    expect(initialIndexValues(participant, session)).toEqual({
      date: '2031-07-07',
      place: '',
      level: 'II',
      season: 'SUMMER',
      branchId: session.branchId.value,
    });
  });

  it('says "required" for every field left empty, not "bad format"', () => {
    const empty = { date: '', place: '', level: 'II', season: '', branchId: '' };
    expect(fieldMessages(empty)).toEqual({
      date: 'NotNull',
      place: 'NotBlank',
      season: 'NotNull',
      branchId: 'NotNull',
    });
    expect(fieldMessages({ ...initialIndexValues(participant, session), place: 'Zakopane' })).toEqual({});
  });
});
