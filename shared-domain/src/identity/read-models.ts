/** The identity read models by name (projections, change notices, browser query keys). */
export const USERS_READ_MODEL = 'users';
