import { z } from 'zod';
import { day, FileItem, Id, instant, optionalText, SEASON, text } from './spec-shape-primitives.ts';

/*
 * The shapes of product-spec §3 (and calls-errors-constants §3), written from the spec and not from
 * our contracts: people, sessions, planning, registration, accounting. Places and content are in
 * `spec-shapes-places-content.ts`. Objects are loose: the spec lists what must be there.
 */
export * from './spec-shape-primitives.ts';
export * from './spec-shapes-places-content.ts';

export const SchoolLevel = z.looseObject({ name: text });

export const Branch = z.looseObject({
  id: Id,
  name: text,
  country: z.string().regex(/^[A-Z]{3}$/),
  city: text,
  photo: FileItem.nullable(),
  phone: optionalText,
  email: optionalText,
  facebook: optionalText,
  description: optionalText,
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  active: z.boolean(),
  currencySign: text,
});

export const Session = z.looseObject({
  id: Id,
  season: SEASON,
  dateFrom: day.nullable(),
  dateTo: day.nullable(),
  levels: z.array(SchoolLevel),
  branchId: Id,
  branch: Branch,
});

const SCHEDULE_TYPES = z.enum([
  'CONFERENCE',
  'MEDITATION',
  'BREAK',
  'MASS',
  'GLORIFY',
  'GROUPS',
  'REGISTRATION',
  'LUNCH',
  'DINNER',
  'BREAKFAST',
  'WITNESS',
  'EVANGELISM',
  'INTERCESSORY',
]);
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const ScheduleServant = z.looseObject({ id: Id });
const ScheduleAlternative = z.looseObject({
  id: Id,
  levelScope: z.array(text),
  name: text,
  type: SCHEDULE_TYPES.nullable(),
  conferenceNumber: z.number().int().nullable(),
  servants: z.array(ScheduleServant),
});
export const ScheduleItem = z.looseObject({
  id: Id,
  date: day,
  session: Id,
  start: time,
  finish: time,
  name: text,
  type: SCHEDULE_TYPES.nullable(),
  conferenceNumber: z.number().int().nullable(),
  responsibility: z.looseObject({ id: Id }).nullable(),
  levelScope: z.array(text),
  alternatives: z.array(ScheduleAlternative),
  servants: z.array(ScheduleServant),
  levelServants: z.array(z.looseObject({ level: text, servant: ScheduleServant })),
});

export const Conference = z.looseObject({
  id: Id,
  number: z.number().int(),
  name: text,
  level: text,
  servants: z.array(z.looseObject({ id: Id })),
  files: z.array(FileItem),
  lang: text,
  season: SEASON,
  origins: z.array(z.looseObject({ id: Id })),
});

export const Responsibility = z.looseObject({
  id: Id,
  type: z
    .enum(['CONFERENCE_DIVISION', 'REGISTRATION_ACCOUNTING', 'SESSION_LEADER', 'LEVEL_KEEPER'])
    .nullable(),
  level: optionalText,
  servants: z.array(z.looseObject({})),
  name: text,
  branch: Id,
});

export const Servant = z.looseObject({
  id: Id,
  firstname: text,
  lastname: text,
  email: text,
  phone: optionalText,
  avatar: Id.nullable(),
  branches: z.array(z.looseObject({ id: Id })),
  permissions: z.array(text),
  activated: z.boolean(),
  price: z.number().nullable(),
  children: z.array(z.looseObject({})),
});

export const Child = z.looseObject({
  id: Id,
  sessionId: Id,
  firstname: text,
  lastname: text,
  age: z.number().int(),
  price: z.number(),
  parentServant: Id.nullable(),
  parentParticipant: Id.nullable(),
});

export const IndexBookEntry = z.looseObject({
  level: text,
  season: SEASON,
  date: day,
  place: text,
  branchId: Id,
  email: text,
  sessionId: Id,
});

export const Participant = z.looseObject({
  id: Id,
  session: Id,
  firstname: text,
  lastname: text,
  email: text,
  level: text,
  questions: z.array(z.looseObject({ id: Id, value: text })),
  presence: z.boolean(),
  children: z.array(Child),
  price: z.number(),
  userId: Id.nullable(),
  index: IndexBookEntry.nullable(),
});

const FORM_ITEM_TYPES = z.enum([
  'TEXT',
  'LONG_TEXT',
  'CHECKBOX',
  'RADIO',
  'INFO',
  'TITLE',
  'DESCRIPTION',
  'PRICE',
  'GENDER',
  'AGE',
]);
export const RegistrationFormItem = z.looseObject({
  id: Id,
  type: FORM_ITEM_TYPES,
  question: text,
  options: z.array(text),
  required: z.boolean(),
  index: z.number().int(),
});
export const RegistrationForm = z.looseObject({ items: z.array(RegistrationFormItem) });

export const SessionPrice = z.looseObject({
  id: Id,
  session: Id,
  type: z.enum(['ACCOMMODATION', 'FOOD', 'DISCOUNT']),
  value: z.number(),
  description: optionalText,
});

export const PublicSession = z.looseObject({
  id: Id,
  photo: FileItem.nullable(),
  address: optionalText,
  contact: optionalText,
  description: optionalText,
  registrationLink: optionalText,
  retreatCenter: Id.nullable(),
  registrationDeadline: instant.nullable(),
  priceList: z.array(SessionPrice),
});

export const Note = z.looseObject({
  id: Id,
  title: optionalText,
  content: optionalText,
  location: text,
  metadata: z.looseObject({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});

const CATEGORIES = z.enum([
  'LUNCHES',
  'ACCOMMODATION',
  'GROCERY_SHOPPING',
  'OTHER_SHOPPING',
  'SENT_TO_SCHOOL_ACCOUNT',
  'ADVANCE_FOR_NEXT_SESSION',
  'BUY_IN',
  'SUNDAY_COLLECTION',
  'DONATIONS',
  'SHOP',
  'ADVANCE_FROM_PREVIOUS_SESSION',
]);
export const Payment = z.looseObject({
  id: Id,
  participant: z.looseObject({ id: Id }).nullable(),
  userId: Id.nullable(),
  value: z.number(),
  category: CATEGORIES,
  description: optionalText,
});

export const ParticipantMail = z.looseObject({ id: Id, title: text, content: text, session: Id, date: text });

export const UserProfile = z.looseObject({
  id: Id,
  firstname: text,
  lastname: text,
  email: text,
  phone: optionalText,
  avatar: Id.nullable(),
  authorities: z.array(text),
});

const ROLE = z.enum(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_BRANCH_ADMIN', 'ROLE_TESTIMONY_ADMIN', 'ROLE_SERVANT']);
export const AdminUser = z.looseObject({
  id: Id,
  firstName: text,
  lastName: text,
  email: text,
  authorities: z.array(ROLE),
  branches: z.array(z.looseObject({ id: Id })),
  activated: z.boolean(),
});

export const Account = z.looseObject({
  id: Id,
  activated: z.boolean(),
  langKey: text,
  authorities: z.array(ROLE),
});
