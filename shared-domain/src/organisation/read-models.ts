/** The organisation read models by name (projections, change notices, browser query keys). */
export const BRANCHES_READ_MODEL = 'branches';
export const SCHOOL_SESSIONS_READ_MODEL = 'school-sessions';
export const SCHOOL_LEVELS_READ_MODEL = 'school-levels';
export const SESSION_PRICES_READ_MODEL = 'session-prices';
export const PUBLIC_SESSIONS_READ_MODEL = 'public-sessions';
