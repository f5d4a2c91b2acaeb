import { z } from 'zod';
import * as shape from './spec-shapes.ts';
import type { SpecCall, World } from './walk.ts';

/** An id no record has. */
export const UNKNOWN = '00000000-0000-4000-8000-00000000beef';
const created = (key: string) => (response: { json(): unknown }, w: World) => {
  w.ids[key] = (response.json() as { id: { value: string } }).id.value;
};

/** §7 Account and authentication; Management; Branches, levels, users. */
export const accountCalls: readonly SpecCall[] = [
  { spec: 'GET api/account', as: 'servant', url: () => '/api/account', status: 200, shape: shape.Account },
  {
    spec: 'POST login',
    as: 'anonymous',
    url: () => '/login',
    form: () => ({ username: 'user', password: 'user' }),
    status: 200,
    bad: {
      form: () => ({ username: 'user', password: 'not-his' }),
      status: 401,
      field: 'password',
      message: 'login.messages.error.authentication',
    },
  },
  {
    spec: 'POST api/lang/{lang}',
    as: 'user',
    url: () => '/api/lang/pl',
    status: 204,
    bad: { url: () => '/api/lang/klingon', field: 'lang' },
  },
  {
    spec: 'POST api/registration',
    as: 'anonymous',
    url: () => '/api/registration',
    body: (w) => ({
      firstname: 'Zofia',
      lastname: 'Spec',
      email: 'zofia.spec@example.org',
      branches: [{ id: { value: w.ids.branch } }],
    }),
    status: 201,
    bad: { body: () => ({ firstname: 'Zofia', lastname: 'Spec', email: 'not an address' }), field: 'email' },
  },
  {
    spec: 'POST api/reset-password/{email}',
    as: 'anonymous',
    url: () => '/api/reset-password/zofia.spec@example.org',
    body: () => ({}),
    status: 200,
    bad: { url: () => '/api/reset-password/nobody', body: () => ({}), field: 'email' },
  },
  {
    spec: 'POST api/change-password/',
    as: 'user',
    url: () => '/api/change-password/',
    body: () => ({
      oldPassword: 'user',
      password1: 'Wieczernik-na-gorze-42',
      password2: 'Wieczernik-na-gorze-42',
    }),
    status: 200,
    bad: {
      body: () => ({ oldPassword: 'user', password1: 'Wieczernik-na-gorze-42', password2: 'other' }),
      field: 'password2',
      violations: true,
    },
  },
  {
    spec: 'POST api/activation/{id}',
    as: 'anonymous',
    url: () => '/api/activation/no-such-link',
    body: () => ({ password1: 'Wieczernik-na-gorze-42', password2: 'Wieczernik-na-gorze-42' }),
    status: 400,
    bad: {
      body: () => ({ password1: 'Wieczernik-na-gorze-42', password2: 'x' }),
      field: 'password2',
      violations: true,
    },
  },
  {
    spec: 'POST /api/register-mobile-user',
    as: 'anonymous',
    url: () => '/api/register-mobile-user',
    body: () => ({ token: 'not-a-google-token', platform: 'GOOGLE' }),
    // Google sign-in is not configured in tests: the route says so.
    status: 404,
    bad: { body: () => ({ token: 'x', platform: 'APPLE' }), field: 'platform' },
  },
  {
    spec: 'GET api/user-profile',
    as: 'servant',
    url: () => '/api/user-profile',
    status: 200,
    shape: shape.UserProfile,
  },
  {
    spec: 'POST api/user-profile',
    as: 'servant',
    url: () => '/api/user-profile',
    body: () => ({
      firstname: 'Piotr',
      lastname: 'Kowalski',
      email: 'servant@cenacle.example',
      phone: '+48 600 000 000',
      avatar: null,
    }),
    status: 200,
    bad: {
      body: () => ({ firstname: '', lastname: 'Kowalski', email: 'servant@cenacle.example' }),
      field: 'firstname',
      violations: true,
    },
  },
  ...['info', 'health', 'jhimetrics', 'threaddump', 'loggers', 'configprops', 'env'].map(
    (name): SpecCall => ({
      spec: `GET management/${name}`,
      as: 'admin',
      url: () => `/management/${name}`,
      status: 200,
    }),
  ),
  {
    spec: 'POST management/loggers/{name}',
    as: 'admin',
    url: () => '/management/loggers/cenacle.management',
    body: () => ({ configuredLevel: 'INFO' }),
    status: 204,
    bad: { body: () => ({ configuredLevel: 'LOUD' }), field: 'configuredLevel' },
  },
  {
    spec: 'GET /api/branches',
    as: 'anonymous',
    url: () => '/api/branches',
    status: 200,
    shape: z.array(shape.Branch).min(1),
  },
  {
    spec: 'POST /api/branch/',
    as: 'admin',
    url: () => '/api/branch/',
    body: () => ({ name: 'Cenacle Wrocław', country: 'POL', city: 'Wrocław', active: true }),
    status: 201,
    keep: created('newBranch'),
    bad: { body: () => ({ name: 'Cenacle Wrocław', country: 'Polska', city: 'Wrocław' }), field: 'country' },
  },
  {
    spec: 'POST api/user-branch',
    as: 'admin',
    url: () => '/api/user-branch',
    body: (w) => ({ userId: { value: w.ids.user }, branchId: { value: w.ids.branch } }),
    status: 200,
    bad: { body: (w) => ({ userId: { value: w.ids.user }, branchId: 'Kraków' }), field: 'branchId' },
  },
  {
    spec: 'GET /api/levels',
    as: 'servant',
    url: () => '/api/levels',
    status: 200,
    shape: z.array(shape.SchoolLevel).min(1),
  },
  {
    spec: 'POST /api/level/',
    as: 'admin',
    url: () => '/api/level/',
    body: () => ({ name: 'IV' }),
    status: 201,
    bad: { body: () => ({ name: '' }), field: 'name' },
  },
  {
    spec: 'DELETE /api/level/{name}',
    as: 'admin',
    url: () => '/api/level/IV',
    status: 204,
    bad: { url: () => '/api/level/I%00I', field: 'name' },
  },
  {
    spec: 'GET api/servants',
    as: 'servant',
    url: (w) => `/api/servants?branches=${w.ids.branch}`,
    status: 200,
    shape: z.array(shape.Servant).min(1),
  },
  {
    spec: 'GET /api/users',
    as: 'branchAdmin',
    url: (w) => `/api/users?branches=${w.ids.branch}`,
    status: 200,
    shape: z.array(shape.Servant).min(1),
  },
  {
    spec: 'POST /api/servant/',
    as: 'branchAdmin',
    url: () => '/api/servant/',
    body: (w) => ({
      firstname: 'Marta',
      lastname: 'Spec',
      email: 'marta.spec@example.org',
      phone: null,
      branches: [{ id: { value: w.ids.branch } }],
      permissions: ['SERVANT'],
    }),
    status: 201,
    keep: created('newServant'),
    bad: {
      body: (w) => ({
        firstname: 'Marta',
        lastname: 'Spec',
        email: 'marta.spec@example.org',
        branches: [{ id: { value: w.ids.branch } }],
      }),
      field: 'permissions',
    },
  },
  {
    spec: 'POST api/send-invitation/{servantId}',
    as: 'branchAdmin',
    url: (w) => `/api/send-invitation/${w.ids.newServant}`,
    body: () => ({}),
    status: 200,
    bad: { url: () => '/api/send-invitation/marta', body: () => ({}), field: 'servantId' },
  },
  {
    spec: 'GET /api/admin/users',
    as: 'admin',
    // "Array params are serialized as repeated keys" (calls §7).
    url: (w) => `/api/admin/users?branches=${w.ids.branch}&branches=${w.ids.otherBranch}`,
    status: 200,
    shape: z.array(shape.AdminUser).min(1),
  },
  {
    spec: 'GET /api/admin/user/{id}',
    as: 'admin',
    url: (w) => `/api/admin/user/${w.ids.newServant}`,
    status: 200,
    shape: shape.AdminUser,
  },
  {
    spec: 'POST /api/admin/user',
    as: 'admin',
    url: () => '/api/admin/user',
    body: (w) => ({
      id: { value: w.ids.newServant },
      firstName: 'Marta',
      lastName: 'Spec-Nowak',
      email: 'marta.spec@example.org',
      authorities: ['ROLE_SERVANT', 'ROLE_USER'],
      branches: [{ id: { value: w.ids.branch } }],
    }),
    status: 200,
    bad: {
      body: (w) => ({
        firstName: 'Marta',
        lastName: 'Spec',
        email: 'marta.spec@example.org',
        authorities: ['ROLE_KING'],
        branches: [{ id: { value: w.ids.branch } }],
      }),
      field: 'authorities.0',
    },
  },
  {
    spec: 'DELETE /api/servant/{id}',
    as: 'branchAdmin',
    url: (w) => `/api/servant/${w.ids.newServant}`,
    status: 200,
  },
  { spec: 'DELETE /api/branch/{id}', as: 'admin', url: (w) => `/api/branch/${w.ids.newBranch}`, status: 204 },
];

/** Last of all: the user's browser signs out. */
export const logoutCall: SpecCall = {
  spec: 'POST api/logout',
  as: 'user',
  url: () => '/api/logout',
  status: 204,
};
