import { z } from 'zod';
import { UNKNOWN } from './calls-accounts.ts';
import * as shape from './spec-shapes.ts';
import type { SpecCall, World } from './walk.ts';

const created = (key: string) => (response: { json(): unknown }, w: World) => {
  w.ids[key] = (response.json() as { id: { value: string } }).id.value;
};
const ITEM = '6a1d7c2e-3b4f-4c5d-8e9f-0a1b2c3d4e5f';

/** §7 Responsibilities, conferences, schedule, rooms; retreat centres. */
export const planningCalls: readonly SpecCall[] = [
  {
    spec: 'GET /api/responsibilities',
    as: 'servant',
    url: (w) => `/api/responsibilities?session=${w.ids.session}`,
    status: 200,
    shape: z.array(shape.Responsibility).min(1),
  },
  {
    spec: 'POST /api/responsibility/',
    as: 'servant',
    url: () => '/api/responsibility/',
    body: (w) => ({ session: { value: w.ids.session }, name: 'Kuchnia', type: null, level: null }),
    status: 201,
    keep: created('responsibility'),
    bad: { body: (w) => ({ session: { value: w.ids.session }, name: '' }), field: 'name' },
  },
  {
    spec: 'POST /api/user-responsibility',
    as: 'servant',
    url: () => '/api/user-responsibility',
    body: (w) => ({
      id: w.ids.responsibility,
      session: { value: w.ids.session },
      user: { value: w.ids.servantUser },
    }),
    status: 201,
    bad: {
      body: (w) => ({ id: 'kuchnia', session: { value: w.ids.session }, user: { value: w.ids.servantUser } }),
      field: 'id',
    },
  },
  {
    spec: 'DELETE /api/user-responsibility',
    as: 'servant',
    url: (w) =>
      `/api/user-responsibility?id=${w.ids.responsibility}&session=${w.ids.session}&user=${w.ids.servantUser}`,
    status: 200,
    bad: {
      url: (w) => `/api/user-responsibility?id=kuchnia&session=${w.ids.session}&user=${w.ids.servantUser}`,
      field: 'id',
    },
  },
  {
    spec: 'GET /api/conferences',
    as: 'servant',
    url: (w) => `/api/conferences?session=${w.ids.session}&levels=I&levels=II&lang=pl`,
    status: 200,
    shape: z.array(shape.Conference).min(1),
    keep: (response, w) => {
      const [first] = response.json() as { id: { value: string } }[];
      w.ids.conference = first?.id.value ?? UNKNOWN;
    },
  },
  {
    spec: 'POST /api/user-conference',
    as: 'servant',
    url: () => '/api/user-conference',
    body: (w) => ({
      id: { value: w.ids.conference },
      session: { value: w.ids.session },
      user: { value: w.ids.servantUser },
    }),
    status: 201,
    bad: {
      body: (w) => ({ id: 'first', session: { value: w.ids.session }, user: { value: w.ids.servantUser } }),
      field: 'id',
    },
  },
  {
    spec: 'POST /api/user-conference/notify',
    as: 'branchAdmin',
    url: () => '/api/user-conference/notify',
    body: (w) => ({ session: { value: w.ids.session }, conference: { value: w.ids.conference } }),
    status: 200,
    bad: { body: () => ({ session: 'winter' }), field: 'session' },
  },
  {
    spec: 'DELETE /api/user-conference',
    as: 'servant',
    url: (w) =>
      `/api/user-conference?id=${w.ids.conference}&session=${w.ids.session}&user=${w.ids.servantUser}`,
    status: 200,
    bad: {
      url: (w) => `/api/user-conference?id=first&session=${w.ids.session}&user=${w.ids.servantUser}`,
      field: 'id',
    },
  },
  {
    spec: 'POST /api/conference/',
    as: 'admin',
    url: () => '/api/conference/',
    body: (w) => ({
      name: 'Modlitwa',
      lang: 'pl',
      files: [{ fileId: w.ids.document, fileName: 'modlitwa.pdf' }],
      season: 'SUMMER',
      level: 'I',
      number: 1,
    }),
    status: 201,
    keep: created('newConference'),
    bad: {
      body: () => ({ name: 'Modlitwa', lang: 'pl', files: [], season: 'WINTER', level: 'I', number: 4 }),
      field: 'files',
    },
  },
  {
    spec: 'POST /api/session-conferences',
    as: 'branchAdmin',
    url: () => '/api/session-conferences',
    // The conference move record as §3 writes it (no version), on the walk's summer session: the
    // new summer conference into the removed list.
    body: (w) => ({
      sessionId: w.ids.newSession,
      conferenceId: w.ids.newConference,
      oldIndex: 0,
      newIndex: -1,
      action: 'MOVED',
      level: 'I',
      lang: 'pl',
    }),
    status: 200,
    bad: {
      body: (w) => ({
        sessionId: w.ids.newSession,
        conferenceId: w.ids.newConference,
        oldIndex: 0,
        newIndex: 1,
        action: 'SWAPPED',
        level: 'I',
        lang: 'pl',
      }),
      field: 'action',
    },
  },
  {
    spec: 'DELETE /api/conference/{id}',
    as: 'admin',
    url: (w) => `/api/conference/${w.ids.newConference}`,
    status: 204,
  },
  {
    spec: 'GET /api/schedules',
    as: 'user',
    url: (w) => `/api/schedules?session=${w.ids.session}`,
    status: 200,
    shape: z.looseObject({ items: z.array(shape.ScheduleItem).min(1) }),
    keep: (response, w) => {
      w.ids.scheduleVersion = String((response.json() as { version: number }).version);
    },
  },
  {
    spec: 'POST /api/schedules/',
    as: 'servant',
    url: () => '/api/schedules/',
    body: (w) => ({
      session: { value: w.ids.session },
      date: '2026-12-15',
      version: Number(w.ids.scheduleVersion),
      items: [
        {
          id: { value: ITEM },
          session: { value: w.ids.session },
          start: '08:00:00',
          finish: '09:00:00',
          name: 'Śniadanie',
          type: 'BREAKFAST',
          conferenceNumber: null,
          responsibility: { id: { value: w.ids.responsibility } },
          levelScope: [],
          alternatives: [],
          servants: [{ id: { value: w.ids.servantUser } }],
          levelServants: [],
        },
      ],
    }),
    status: 200,
    bad: {
      body: (w) => ({
        session: { value: w.ids.session },
        date: '2026-12-15',
        items: [{ id: { value: ITEM }, start: '25:00:00', finish: '09:00:00', name: 'x' }],
      }),
      field: 'items.0.start',
    },
  },
  {
    spec: 'GET /api/retreat-centers',
    as: 'branchAdmin',
    url: () => '/api/retreat-centers',
    status: 200,
    shape: z.array(shape.RetreatCenter).min(1),
    keep: (response, w) => {
      const [center] = response.json() as { buildings: { rooms: { id: { value: string } }[] }[] }[];
      w.ids.room = center?.buildings[0]?.rooms[0]?.id.value ?? UNKNOWN;
    },
  },
  {
    spec: 'POST /api/retreat-center/',
    as: 'branchAdmin',
    url: () => '/api/retreat-center/',
    body: () => ({
      name: 'Dom Spec',
      contact: 'dom@example.org',
      country: 'POL',
      city: 'Kraków',
      address: 'ul. Długa 2',
      description: 'Dom na próbę',
      buildings: [
        {
          name: 'Budynek A',
          photo: null,
          lift: false,
          attachments: [],
          description: '',
          rooms: [
            {
              name: 'Pokój 1',
              description: '',
              beds: 2,
              roomNumber: 1,
              bedNumber: 1,
              spaceForMattress: false,
              bathroom: ['SHOWER'],
            },
          ],
        },
      ],
    }),
    status: 201,
    keep: created('center'),
    bad: {
      body: () => ({ name: 'Dom Spec', buildings: [{ name: 'A', rooms: [{ name: 'P', beds: -1 }] }] }),
      field: 'buildings.0.rooms.0.beds',
    },
  },
  {
    spec: 'DELETE /api/retreat-center/{id}',
    as: 'branchAdmin',
    url: (w) => `/api/retreat-center/${w.ids.center}`,
    status: 204,
  },
  {
    spec: 'GET /api/participant-rooms',
    as: 'servant',
    url: (w) => `/api/participant-rooms?session=${w.ids.session}`,
    status: 200,
    shape: shape.RoomPlanner,
    keep: (response, w) => {
      const planner = response.json() as { unassigned: { id: { value: string }; type: string }[] };
      w.ids.lodger = planner.unassigned.find((p) => p.type === 'participant')?.id.value ?? UNKNOWN;
    },
  },
  {
    spec: 'POST /api/participant-room',
    as: 'servant',
    url: () => '/api/participant-room',
    body: (w) => ({
      room: { id: { value: w.ids.room } },
      session: { value: w.ids.session },
      participant: { id: { value: w.ids.lodger } },
    }),
    status: 200,
    bad: {
      body: (w) => ({ room: { id: { value: w.ids.room } }, session: { value: w.ids.session } }),
      field: 'participant',
    },
  },
  {
    spec: 'DELETE /api/participant-room',
    as: 'servant',
    url: () => '/api/participant-room',
    body: (w) => ({
      room: { id: { value: w.ids.room } },
      session: { value: w.ids.session },
      participant: { id: { value: w.ids.lodger } },
    }),
    status: 200,
    bad: {
      body: (w) => ({ session: { value: w.ids.session }, participant: { id: { value: w.ids.lodger } } }),
      field: 'room',
    },
  },
  {
    spec: 'DELETE /api/responsibility/{id}',
    as: 'servant',
    url: (w) => `/api/responsibility/${w.ids.responsibility}`,
    status: 204,
  },
];
