/** The identity read models by name (projections, change notices, browser query keys). */
export const USERS_READ_MODEL = 'users';
/** People as the profile, the users administration and the servant lists show them. */
export const PEOPLE_READ_MODEL = 'people';
