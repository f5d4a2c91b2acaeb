import { z } from 'zod';
import * as shape from './spec-shapes.ts';
import type { SpecCall, World } from './walk.ts';

const created = (key: string) => (response: { json(): unknown }, w: World) => {
  w.ids[key] = (response.json() as { id: { value: string } }).id.value;
};
/** How the spec's client sends a date: a zoned date-time string (calls §7). */
const zoned = (day: string) => `${day}T00:00:00+01:00`;

/** Answers to every required question of a form as read (`{value}` ids): the first option, a tick… */
function answersTo(formJson: string): { id: { value: string }; value: string }[] {
  const form = JSON.parse(formJson) as {
    items: { id: { value: string }; type: string; required: boolean; options: string[] }[];
  };
  const answer = (item: (typeof form.items)[number]) =>
    item.options[0] ??
    ({ GENDER: 'FEMALE', AGE: '34', CHECKBOX: 'true' } as Record<string, string>)[item.type] ??
    'Tak';
  return form.items.filter((item) => item.required).map((item) => ({ id: item.id, value: answer(item) }));
}

/** §7 Sessions and public sessions; Registration, participants, payments; the session's servants. */
export const sessionCalls: readonly SpecCall[] = [
  {
    spec: 'GET /api/school-sessions',
    as: 'servant',
    url: () => '/api/school-sessions',
    status: 200,
    shape: z.array(shape.Session).min(1),
  },
  {
    spec: 'GET /api/schoolsession/info/{id}',
    as: 'servant',
    url: (w) => `/api/schoolsession/info/${w.ids.session}`,
    status: 200,
    shape: shape.Session,
  },
  {
    spec: 'POST /api/school-session/',
    as: 'branchAdmin',
    url: () => '/api/school-session/',
    body: (w) => ({
      season: 'SUMMER',
      dateFrom: zoned('2031-07-07'),
      dateTo: zoned('2031-07-13'),
      levels: [{ name: 'I' }, { name: 'II' }],
      branchId: { value: w.ids.branch },
    }),
    status: 201,
    keep: created('newSession'),
    bad: { body: (w) => ({ season: 'MONSOON', branchId: { value: w.ids.branch } }), field: 'season' },
  },
  {
    spec: 'GET /api/publicsessions',
    as: 'anonymous',
    url: () => '/api/publicsessions',
    status: 200,
    shape: z.array(shape.PublicSession).min(1),
  },
  {
    spec: 'GET /api/publicsession/{id}',
    as: 'anonymous',
    url: (w) => `/api/publicsession/${w.ids.session}`,
    status: 200,
    shape: shape.PublicSession,
  },
  {
    spec: 'POST /api/publicsession/',
    as: 'branchAdmin',
    url: () => '/api/publicsession/',
    body: (w) => ({
      id: { value: w.ids.newSession },
      photo: null,
      address: 'ul. Spokojna 1, Kraków',
      contact: 'krakow@cenacle.example',
      description: '<p>Wiosenne rekolekcje</p>',
      registrationLink: '',
      retreatCenter: null,
      registrationDeadline: '2031-03-01T12:00:00+01:00',
    }),
    status: 200,
    bad: {
      body: (w) => ({ id: { value: w.ids.newSession }, registrationDeadline: 'next week' }),
      field: 'registrationDeadline',
    },
  },
  {
    spec: 'GET /api/session-prices',
    as: 'branchAdmin',
    url: (w) => `/api/session-prices?session=${w.ids.session}`,
    status: 200,
    shape: z.array(shape.SessionPrice).min(1),
  },
  {
    spec: 'POST /api/session-price/',
    as: 'branchAdmin',
    url: () => '/api/session-price/',
    body: (w) => ({
      session: { value: w.ids.newSession },
      type: 'FOOD',
      value: 120,
      description: 'Wyżywienie',
    }),
    status: 201,
    keep: created('price'),
    bad: { body: (w) => ({ session: { value: w.ids.newSession }, type: 'WINE', value: 10 }), field: 'type' },
  },
  {
    spec: 'DELETE /api/session-price/{id}',
    as: 'branchAdmin',
    url: (w) => `/api/session-price/${w.ids.price}`,
    status: 204,
  },
  {
    spec: 'GET /api/short-retreat-centers',
    as: 'branchAdmin',
    url: () => '/api/short-retreat-centers',
    status: 200,
    shape: z.array(shape.ShortRetreatCenter).min(1),
  },
  {
    spec: 'GET /api/registration-form/{id}',
    as: 'anonymous',
    url: (w) => `/api/registration-form/${w.ids.session}`,
    status: 200,
    shape: shape.RegistrationForm,
    keep: (response, w) => {
      w.ids.form = response.body;
    },
  },
  {
    spec: 'POST /api/registration-form/{id}',
    as: 'branchAdmin',
    url: (w) => `/api/registration-form/${w.ids.newSession}`,
    body: () => ({
      title: 'Zapisy wiosenne',
      items: [
        {
          id: { value: '5c0f6a49-8a0b-4b6f-9d77-3f1a2b3c4d5e' },
          type: 'TEXT',
          question: 'Parafia',
          options: [],
          required: false,
          index: 0,
        },
      ],
      version: 0,
    }),
    status: 200,
    bad: {
      body: () => ({
        title: 'Zapisy',
        items: [{ id: { value: 'x' }, type: 'TEXT', question: 'Parafia' }],
        version: 1,
      }),
      field: 'items.0.id.value',
    },
  },
  {
    spec: 'POST /api/session-registration/{id}',
    as: 'anonymous',
    url: (w) => `/api/session-registration/${w.ids.session}?withoutMail=true`,
    body: (w) => ({
      firstname: 'Helena',
      lastname: 'Spec',
      email: 'helena.spec@example.org',
      level: 'I',
      questions: answersTo(w.ids.form ?? '{"items":[]}'),
      children: [{ firstname: 'Jaś', lastname: 'Spec', age: 6 }],
    }),
    status: 201,
    keep: created('participant'),
    bad: {
      body: () => ({ firstname: 'Helena', lastname: 'Spec', email: 'helena', level: 'I' }),
      field: 'email',
    },
  },
  {
    spec: 'GET /api/session-payments/{id}',
    as: 'servant',
    url: (w) => `/api/session-payments/${w.ids.session}`,
    status: 200,
    shape: z.array(shape.Payment).min(1),
  },
  {
    spec: 'POST /api/session-payment/{id}',
    as: 'servant',
    url: (w) => `/api/session-payment/${w.ids.session}`,
    body: (w) => ({
      participant: { id: { value: w.ids.participant } },
      value: 150,
      category: 'BUY_IN',
      description: 'Wpisowe',
    }),
    status: 201,
    // What a save answers is not shown (§7): the payment it made, by its id.
    shape: shape.Created,
    keep: created('payment'),
    bad: { body: () => ({ value: 10, category: 'LOTTERY' }), field: 'category' },
  },
  {
    spec: 'DELETE /api/session-payment/{id}/{paymentId}',
    as: 'servant',
    url: (w) => `/api/session-payment/${w.ids.session}/${w.ids.payment}`,
    status: 204,
  },
  {
    spec: 'GET /api/session-payment/who-not-payed/{id}',
    as: 'servant',
    url: (w) => `/api/session-payment/who-not-payed/${w.ids.session}`,
    status: 200,
    shape: z.array(z.looseObject({ participant: z.looseObject({ id: shape.Id }) })),
  },
  {
    spec: 'GET /api/session-presence/confirm/{id}',
    as: 'servant',
    url: (w) => `/api/session-presence/confirm/${w.ids.session}`,
    status: 200,
  },
  {
    // Not a §7 call (the spec does not show how presence is confirmed for someone): the index book
    // needs a present participant.
    spec: 'POST /api/session-presence/{participantId}',
    extra: true,
    as: 'servant',
    url: (w) => `/api/session-presence/${w.ids.participant}`,
    status: 200,
  },
  {
    spec: 'POST /api/user-index',
    as: 'servant',
    url: () => '/api/user-index',
    body: (w) => ({
      level: 'I',
      season: 'WINTER',
      date: zoned('2026-12-13'),
      place: 'Kraków',
      branchId: { value: w.ids.branch },
      email: 'helena.spec@example.org',
      sessionId: { value: w.ids.session },
    }),
    status: 200,
    bad: {
      body: (w) => ({
        level: 'I',
        season: 'WINTER',
        date: 'yesterday',
        place: 'Kraków',
        branchId: { value: w.ids.branch },
        email: 'helena.spec@example.org',
        sessionId: { value: w.ids.session },
      }),
      field: 'date',
    },
  },
  {
    spec: 'GET /api/session-registrations/{id}',
    as: 'servant',
    url: (w) => `/api/session-registrations/${w.ids.session}?size=100`,
    status: 200,
    // After the index book call: her entry shows in the spec's shape.
    shape: z.looseObject({
      items: z
        .array(shape.Participant)
        .refine((items) => items.some((p) => p.index !== null), 'an index entry'),
    }),
  },
  {
    spec: 'POST /api/mail-to-participants',
    as: 'servant',
    url: () => '/api/mail-to-participants',
    body: (w) => ({
      title: 'Plan dnia',
      content: '<p>Zaczynamy o 9:00.</p>',
      session: { value: w.ids.session },
    }),
    status: 201,
    bad: {
      body: (w) => ({ title: '', content: '<p>x</p>', session: { value: w.ids.session } }),
      field: 'title',
    },
  },
  {
    spec: 'GET /api/mail-to-participants/{sessionId}',
    as: 'servant',
    url: (w) => `/api/mail-to-participants/${w.ids.session}`,
    status: 200,
    shape: z.array(shape.ParticipantMail),
  },
  {
    spec: 'POST /api/session-servant',
    as: 'branchAdmin',
    url: () => '/api/session-servant',
    body: (w) => ({ session: { value: w.ids.session }, servant: { value: w.ids.servantUser } }),
    status: 201,
    bad: { body: (w) => ({ session: { value: w.ids.session }, servant: 'Piotr' }), field: 'servant' },
  },
  {
    spec: 'GET /api/session-servants',
    as: 'branchAdmin',
    url: (w) => `/api/session-servants?session=${w.ids.session}`,
    status: 200,
    shape: z.array(z.looseObject({ servant: shape.Id })).min(1),
  },
  {
    spec: 'DELETE /api/session-servant',
    as: 'branchAdmin',
    url: (w) => `/api/session-servant?session=${w.ids.session}&servant=${w.ids.servantUser}`,
    status: 200,
    bad: { url: (w) => `/api/session-servant?session=${w.ids.session}&servant=piotr`, field: 'servant' },
  },
  {
    spec: 'GET /api/is-session-participant',
    as: 'servant',
    url: (w) => `/api/is-session-participant?session=${w.ids.session}`,
    status: 200,
  },
  {
    spec: 'DELETE /api/session-registration/{id}',
    as: 'servant',
    url: (w) => `/api/session-registration/${w.ids.participant}`,
    status: 200,
  },
];

/** Last of the walk's session calls: the summer session made for it goes (planning used it). */
export const deleteSessionCall: SpecCall = {
  spec: 'DELETE /api/school-session/{id}',
  as: 'branchAdmin',
  url: (w) => `/api/school-session/${w.ids.newSession}`,
  status: 204,
};
