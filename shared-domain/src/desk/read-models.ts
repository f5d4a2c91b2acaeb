/** The desk's read models by name (projections, change notices, browser query keys). */
export const DESK_ARRIVALS_READ_MODEL = 'desk-arrivals';
