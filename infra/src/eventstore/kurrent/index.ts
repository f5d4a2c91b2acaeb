export { createKurrentEventStore, KurrentEventStore } from './kurrent-event-store.ts';
