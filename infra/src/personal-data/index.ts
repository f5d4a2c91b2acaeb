export { blindIndex, DEVELOPMENT_PERSONAL_DATA_KEY, deriveMasterKey } from './crypto.ts';
export { PersonalDataKeys, type SubjectKeys } from './personal-data-keys.ts';
export { ProtectedEventStore } from './protected-event-store.ts';
export { MissingPersonalDataKeyError } from './sealed-data.ts';
