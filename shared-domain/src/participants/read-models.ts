/** The participants read models by name (projections, change notices, browser query keys). */
export const PARTICIPANTS_READ_MODEL = 'participants';
