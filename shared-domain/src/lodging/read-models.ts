/** The lodging read models by name (projections, change notices, browser query keys). */
export const RETREAT_CENTERS_READ_MODEL = 'retreat-centers';
export const ROOM_ASSIGNMENTS_READ_MODEL = 'room-assignments';
