import { z } from 'zod';
import { FileItem, Id, instant, optionalText, text } from './spec-shape-primitives.ts';

/* The §3 shapes of retreat centres, rooms, testimonies, about-us entries, CMS and mail accounts. */

export const RoomPlannerPerson = z.looseObject({
  id: Id,
  firstname: text,
  lastname: text,
  type: z.enum(['child', 'servant', 'participant']),
  price: z.number().nullable(),
  age: z.number().int(),
  gender: z.enum(['male', 'female']).nullable(),
});
const BATHROOM = z.enum(['BATH', 'SHOWER', 'WASHBASIN', 'TOILET']);
export const Room = z.looseObject({
  id: Id,
  name: text,
  description: optionalText,
  beds: z.number().int(),
  roomNumber: z.number().int().nullable(),
  bedNumber: z.number().int(),
  spaceForMattress: z.boolean(),
  bathroom: z.array(BATHROOM),
});
export const Building = z.looseObject({
  id: Id,
  name: text,
  photo: FileItem.nullable(),
  lift: z.boolean(),
  attachments: z.array(FileItem),
  description: optionalText,
  rooms: z.array(Room),
});
export const RetreatCenter = z.looseObject({
  id: Id,
  name: text,
  contact: optionalText,
  country: optionalText,
  city: optionalText,
  address: optionalText,
  description: optionalText,
  buildings: z.array(Building),
});
export const ShortRetreatCenter = z.looseObject({ id: Id, name: text });
export const RoomPlanner = z.looseObject({
  buildings: z.array(
    z.looseObject({
      id: Id,
      name: text,
      rooms: z.array(Room.extend({ persons: z.array(RoomPlannerPerson) })),
    }),
  ),
  unassigned: z.array(RoomPlannerPerson),
});

export const Testimony = z.looseObject({
  id: Id,
  author: text,
  content: text,
  branch: Id.nullable(),
  country: text,
  onMainPage: z.boolean(),
  photo: FileItem.nullable(),
  type: z.enum(['TEXT', 'VIDEO']),
  created: instant,
});

export const AboutUsEntry = z.looseObject({
  id: Id,
  title: text,
  content: text,
  language: text,
  main: z.boolean(),
});

const jsonObjectText = z.string().refine((value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'a JSON object as text');
/** "cssLayouts per MOBILE, TABLET and DESKTOP stored as a JSON string." */
export const CmsElement = z.looseObject({
  id: Id,
  type: z.enum(['H1', 'H2', 'TEXT', 'BUTTON', 'PHOTO', 'COLUMN', 'SECTION']),
  content: optionalText,
  url: optionalText,
  file: FileItem.nullable(),
  cssLayouts: jsonObjectText,
});
export const CmsComponent = z.looseObject({
  id: Id,
  name: optionalText,
  location: z.enum(['LONG_PAGE', 'ABOUT_US', 'BLOG', 'FORMATION', 'BRANCH']),
  lang: text,
  country: optionalText,
  index: z.number().int(),
  branch: Id.nullable(),
  section: z.looseObject({
    cssLayouts: z.unknown(),
    cssLayoutsString: jsonObjectText,
    index: z.number().int(),
    columns: z.array(
      z.looseObject({ type: z.enum(['LEFT', 'RIGHT', 'CENTER']), elements: z.array(CmsElement) }),
    ),
  }),
});

export const MailAccount = z.looseObject({ username: text, host: text, port: z.number().int() });

/** An answer that names a new record: its id in the spec's form. */
export const Created = z.looseObject({ id: Id });
