/** The registration read models by name (projections, change notices, browser query keys). */
export const REGISTRATION_FORMS_READ_MODEL = 'registration-forms';
