export {
  CommandBus,
  type CommandBusOptions,
  type CommandContext,
  ConcurrencyError,
  type Handled,
} from './command-bus.ts';
export { KeyedMutex } from './keyed-mutex.ts';
