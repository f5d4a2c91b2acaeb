import { randomUUID } from 'node:crypto';
import {
  organisationEvents,
  type PublicSessionValues,
  type SchoolSessionEvent,
  type SchoolSessionValues,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { publicSessionsProjector } from './public-sessions.projection.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
const branchId = randomUUID();
const session: SchoolSessionValues = {
  branchId,
  season: 'SUMMER',
  dateFrom: '2027-07-01',
  dateTo: '2027-07-10',
  levels: [{ name: 'I' }],
};
const page = (sessionId: string): PublicSessionValues => ({
  photo: null,
  address: 'ul. Leśna 5',
  contact: null,
  description: '<p>Lato</p>',
  registrationLink: `/session-registration?session=${sessionId}`,
  retreatCenterId: null,
  registrationDeadline: '2027-06-30T21:59:59.000Z',
  capacity: 30,
});

const created = (sessionId: string): GivenEvent<SchoolSessionEvent> => ({
  stream: sessionStream(sessionId),
  at: at(0),
  type: 'SchoolSessionCreated',
  data: { sessionId, ...session },
});
const changed = (sessionId: string, minute: number): GivenEvent<SchoolSessionEvent> => ({
  stream: sessionStream(sessionId),
  at: at(minute),
  type: 'SchoolSessionChanged',
  data: { sessionId, ...session, season: 'AUTUMN' },
});
function published(
  sessionId: string,
  minute: number,
  values: Partial<PublicSessionValues> = {},
): GivenEvent<SchoolSessionEvent> {
  return {
    stream: sessionStream(sessionId),
    at: at(minute),
    type: 'PublicSessionSaved',
    data: { sessionId, ...page(sessionId), ...values },
  };
}
const deleted = (sessionId: string, minute: number): GivenEvent<SchoolSessionEvent> => ({
  stream: sessionStream(sessionId),
  at: at(minute),
  type: 'SchoolSessionDeleted',
  data: { sessionId },
});

function row(sessionId: string, columns: Record<string, unknown> = {}) {
  return {
    session_id: sessionId,
    photo_file_id: null,
    photo_file_name: null,
    address: 'ul. Leśna 5',
    contact: null,
    description: '<p>Lato</p>',
    registration_link: `/session-registration?session=${sessionId}`,
    retreat_center_id: null,
    registration_deadline: new Date('2027-06-30T21:59:59.000Z'),
    capacity: 30,
    published: true,
    version: 1,
    updated_at: new Date(at(1)),
    ...columns,
  };
}

describe('The public sessions read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<SchoolSessionEvent>(() => env, {
    projectors: [publicSessionsProjector],
    events: organisationEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('public_sessions');
  });
  afterAll(() => env?.close());

  it('has no page for a session never published, and the page once it is', async () => {
    const sessionId = randomUUID();
    const planned = spec.given(created(sessionId));
    await planned.thenRows('public_sessions', { session_id: sessionId }, []);
    const photo = { fileId: randomUUID(), fileName: 'las.jpg' };
    const centre = randomUUID();
    await planned
      .when(
        published(sessionId, 1, {
          photo,
          retreatCenterId: centre,
          registrationDeadline: null,
          capacity: null,
        }),
      )
      .thenRows('public_sessions', { session_id: sessionId }, [
        row(sessionId, {
          photo_file_id: photo.fileId,
          photo_file_name: 'las.jpg',
          retreat_center_id: centre,
          registration_deadline: null,
          capacity: null,
        }),
      ]);
  });

  it("counts the page's own saves as its version, not the session's other events on the same stream", async () => {
    const sessionId = randomUUID();
    await spec
      .given(created(sessionId), published(sessionId, 1), changed(sessionId, 2))
      .when(published(sessionId, 3, { address: 'ul. Polna 1' }))
      .thenRows('public_sessions', { session_id: sessionId }, [
        row(sessionId, { address: 'ul. Polna 1', version: 2, updated_at: new Date(at(3)) }),
      ]);
  });

  it("unpublishes a deleted session's page and keeps it", async () => {
    const sessionId = randomUUID();
    await spec
      .given(created(sessionId), published(sessionId, 1))
      .when(deleted(sessionId, 4))
      .thenRows('public_sessions', { session_id: sessionId }, [
        row(sessionId, { published: false, updated_at: new Date(at(4)) }),
      ]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const live = await spec
      .given(created(kept), created(gone), published(kept, 1), published(gone, 1))
      .when(changed(kept, 2), published(kept, 3, { capacity: 40 }), deleted(gone, 4))
      .thenRebuildEqualsLive();
    expect(live.public_sessions).toContainEqual(
      row(kept, { capacity: 40, version: 2, updated_at: new Date(at(3)) }),
    );
    expect(live.public_sessions).toContainEqual(row(gone, { published: false, updated_at: new Date(at(4)) }));
  });
});
