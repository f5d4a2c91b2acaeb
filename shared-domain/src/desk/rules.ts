/** The arrival desk's rules, shared by the server and the desk screen. */
export * from './desk.rules.ts';
