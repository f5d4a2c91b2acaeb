/** Authorities of the spec §6; they travel to the browser with the ROLE_ prefix (spec §3 Roles). */
export const AUTHORITIES = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT', 'TESTIMONY_ADMIN', 'USER'] as const;
export type Authority = (typeof AUTHORITIES)[number];
export type RoleName = `ROLE_${Authority}`;
export const toRole = (a: Authority): RoleName => `ROLE_${a}`;

/** Staff who see and keep a session's payments, participants and servants (spec §6). */
export const STAFF_AUTHORITIES = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT'] as const satisfies readonly Authority[];
/** Who sees the "Administracja" menu (spec §2 Layout: admin, branch admin or testimony admin). */
export const ADMIN_MENU_AUTHORITIES = [
  'ADMIN',
  'BRANCH_ADMIN',
  'TESTIMONY_ADMIN',
] as const satisfies readonly Authority[];
/** Anyone signed in with a known role; a user with none of these is anonymous (spec §6). */
export const SIGNED_IN_AUTHORITIES = [
  'USER',
  'ADMIN',
  'BRANCH_ADMIN',
  'SERVANT',
] as const satisfies readonly Authority[];

export const roles = (authorities: readonly Authority[]): RoleName[] => authorities.map(toRole);
