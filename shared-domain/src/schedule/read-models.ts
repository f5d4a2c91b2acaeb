/** The schedule read models by name (projections, change notices, browser query keys). */
export const SCHEDULES_READ_MODEL = 'schedules';
