/** The schedule context's pure part (no zod): item types, the reflow, level scope, copies, conflicts, the widget window, the decider. */

export * from './conference-number.rules.ts';
export * from './copy.rules.ts';
export * from './day-changes.rules.ts';
export * from './errors.ts';
export * from './level-scope.rules.ts';
export * from './read-models.ts';
export * from './reflow.rules.ts';
export * from './schedule.commands.ts';
export * from './schedule.decider.ts';
export * from './schedule.events.ts';
export * from './schedule.evolve.ts';
export * from './schedule-access.rules.ts';
export * from './schedule-item.rules.ts';
export * from './schedule-window.rules.ts';
export * from './schedule-wire.rules.ts';
export * from './servant-conflicts.rules.ts';
