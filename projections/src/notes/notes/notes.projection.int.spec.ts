import { randomUUID } from 'node:crypto';
import { ERASED_MARK, mergeCatalogs } from '@cenacle/shared-domain';
import { identityEvents, type PersonErased, personStream } from '@cenacle/shared-domain/identity';
import { type NoteEvent, noteStream, notesEvents } from '@cenacle/shared-domain/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { notesProjector } from './notes.projection.ts';
import { notesOfPage } from './notes.queries.ts';

type Event = NoteEvent | PersonErased;

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
const box = { x: 200, y: 200, width: 240, height: 180 };

function written(
  noteId: string,
  ownerId: string,
  values: {
    title?: string;
    content?: string;
    location?: string;
    minute?: number;
    metadata?: typeof box;
  } = {},
): GivenEvent<Event> {
  const { title = 'Zakupy', content = 'chleb, mleko', location = '/planning/sessions', minute = 0 } = values;
  return {
    stream: noteStream(noteId),
    at: at(minute),
    userId: ownerId,
    type: 'NoteWritten',
    data: { noteId, ownerId, location, title, content, metadata: values.metadata ?? box },
  };
}

function row(noteId: string, ownerId: string, columns: Record<string, unknown> = {}) {
  return {
    id: noteId,
    owner_id: ownerId,
    location: '/planning/sessions',
    title: 'Zakupy',
    content: 'chleb, mleko',
    ...box,
    modified_at: new Date(at(0)),
    ...columns,
  };
}

describe('The notes read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<Event>(() => env, {
    projectors: [notesProjector],
    events: mergeCatalogs([notesEvents, identityEvents]),
  });

  beforeAll(async () => {
    env = await createProjectionEnv('notes');
  });
  afterAll(() => env?.close());

  it('stores a note as written, and its last words, place and size once written again', async () => {
    const [noteId, ownerId] = [randomUUID(), randomUUID()];
    const first = spec.given(written(noteId, ownerId));
    await first.thenRows('notes', { owner_id: ownerId }, [row(noteId, ownerId)]);
    const moved = { x: 0, y: 20_000, width: 120, height: 2_000 };
    const again = first.when(written(noteId, ownerId, { title: 'Zakupy!', minute: 5, metadata: moved }));
    await again.thenRows('notes', { owner_id: ownerId }, [
      row(noteId, ownerId, { title: 'Zakupy!', ...moved, modified_at: new Date(at(5)) }),
    ]);
  });

  it('forgets a deleted note and keeps the others of its page', async () => {
    const [gone, kept, ownerId] = [randomUUID(), randomUUID(), randomUUID()];
    const step = spec
      .given(written(gone, ownerId), written(kept, ownerId, { title: 'Msza', minute: 1 }))
      .when({ stream: noteStream(gone), at: at(2), type: 'NoteDeleted', data: { noteId: gone, ownerId } });
    await step.thenRows('notes', { owner_id: ownerId }, [
      row(kept, ownerId, { title: 'Msza', modified_at: new Date(at(1)) }),
    ]);
  });

  it("lists a person's notes of one page oldest first, a newer one on top", async () => {
    const [older, newer, elsewhere, ownerId, someoneElse] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const page = '/planning/schedule?session=1';
    const notes = await spec
      .given(
        written(newer, ownerId, { location: page, title: 'Druga', minute: 7 }),
        written(older, ownerId, { location: page, title: 'Pierwsza', minute: 3 }),
        written(elsewhere, ownerId, { location: '/accounting', minute: 1 }),
        written(randomUUID(), someoneElse, { location: page, minute: 2 }),
      )
      .read((e) => notesOfPage(e.db, ownerId, page));
    expect(notes.map((n) => [n.title, n.lastModifiedDate])).toEqual([
      ['Pierwsza', at(3)],
      ['Druga', at(7)],
    ]);
  });

  it("blanks the words of an erased person's notes and leaves them in place, live and rebuilt alike", async () => {
    const [erasedOwner, otherOwner, erasedNote, otherNote] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const step = spec
      .given(
        written(erasedNote, erasedOwner, { title: 'Tajne', content: 'mój PIN' }),
        written(otherNote, otherOwner),
      )
      .when({
        stream: personStream(erasedOwner),
        at: at(9),
        type: 'PersonErased',
        data: { personId: erasedOwner, erasedBy: null },
      });
    const blanked = row(erasedNote, erasedOwner, { title: ERASED_MARK, content: ERASED_MARK });
    await step.thenRows('notes', { owner_id: erasedOwner }, [blanked]);
    await step.thenRows('notes', { owner_id: otherOwner }, [row(otherNote, otherOwner)]);
    // Rebuilt after the key is gone, the note is read as the placeholders: the same row.
    const rebuilt = await step.thenRebuildEqualsLive();
    expect(rebuilt.notes).toContainEqual(blanked);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [ownerId, kept, edited, gone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const live = await spec
      .given(written(kept, ownerId), written(edited, ownerId), written(gone, ownerId))
      .when(written(edited, ownerId, { content: 'chleb', minute: 4 }))
      .when({ stream: noteStream(gone), at: at(5), type: 'NoteDeleted', data: { noteId: gone, ownerId } })
      .thenRebuildEqualsLive();
    const ours = live.notes?.filter((n) => (n as { owner_id: string }).owner_id === ownerId);
    expect(ours?.map((n) => (n as { id: string }).id).sort()).toEqual([kept, edited].sort());
  });
});
