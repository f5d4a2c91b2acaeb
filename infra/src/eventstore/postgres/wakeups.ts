import pg from 'pg';
import { NOTIFY_CHANNEL } from './sql.ts';

/** At most one NOTIFY per interval and store: NOTIFY serialises committers on a global lock. */
const NOTIFY_INTERVAL_MS = 5;
const LISTEN_RETRY_MS = 1_000;

type Wake = () => void;

/**
 * Wake-ups for the subscriptions of one store instance: a coalesced NOTIFY after appends commit
 * (for other processes), a direct call for this process's own subscriptions, and one LISTEN
 * connection, opened while at least one subscription runs, for appends made elsewhere.
 */
export class Wakeups {
  private readonly subscribers = new Set<Wake>();
  private notifyWanted = false;
  private notifyInFlight = false;
  private notifyTimer: NodeJS.Timeout | null = null;
  private lastNotifyAt = 0;
  private listener: pg.Client | null = null;
  private listenRetry: NodeJS.Timeout | null = null;
  private closed = false;
  /** Counts the wake-ups so far (local commits and notifications): a read started before one may miss what it announced. */
  generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clientConfig: pg.ClientConfig,
  ) {}

  /** Called once an append has committed; never from inside the append's transaction. */
  committed(): void {
    this.generation += 1;
    for (const wake of this.subscribers) wake();
    this.notifyWanted = true;
    this.pumpNotify();
  }

  /** Answers the unsubscribe function. */
  subscribe(wake: Wake): () => Promise<void> {
    this.subscribers.add(wake);
    if (!this.listener && !this.listenRetry) this.startListening();
    return async () => {
      this.subscribers.delete(wake);
      if (this.subscribers.size === 0) await this.stopListening();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
    this.subscribers.clear();
    await this.stopListening();
  }

  private pumpNotify(): void {
    if (!this.notifyWanted || this.notifyInFlight || this.notifyTimer || this.closed) return;
    const wait = this.lastNotifyAt + NOTIFY_INTERVAL_MS - Date.now();
    if (wait > 0) {
      this.notifyTimer = setTimeout(() => {
        this.notifyTimer = null;
        this.pumpNotify();
      }, wait);
      return;
    }
    this.notifyWanted = false;
    this.notifyInFlight = true;
    this.lastNotifyAt = Date.now();
    this.pool
      .query(`NOTIFY ${NOTIFY_CHANNEL}`)
      // A lost NOTIFY only delays other processes until their next poll.
      .catch(() => undefined)
      .finally(() => {
        this.notifyInFlight = false;
        this.pumpNotify();
      });
  }

  private startListening(): void {
    if (this.closed) return;
    const client = new pg.Client(this.clientConfig);
    this.listener = client;
    client.on('notification', () => {
      this.generation += 1;
      for (const wake of this.subscribers) wake();
    });
    client.on('error', () => this.dropListener(client));
    client.on('end', () => this.dropListener(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${NOTIFY_CHANNEL}`))
      .catch(() => this.dropListener(client));
  }

  /** Polling keeps subscriptions going meanwhile; try again a little later. */
  private dropListener(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.end().catch(() => undefined);
    if (this.closed || this.subscribers.size === 0 || this.listenRetry) return;
    this.listenRetry = setTimeout(() => {
      this.listenRetry = null;
      if (this.subscribers.size > 0 && !this.listener) this.startListening();
    }, LISTEN_RETRY_MS);
    this.listenRetry.unref();
  }

  private async stopListening(): Promise<void> {
    if (this.listenRetry) clearTimeout(this.listenRetry);
    this.listenRetry = null;
    const client = this.listener;
    this.listener = null;
    if (client) await client.end().catch(() => undefined);
  }
}
