import { queryClient } from '../query/query-client.ts';
import { rememberPosition } from '../query/read-your-writes.ts';
import { invalidateReadModel, parseReadModelChange } from './read-model-change.ts';

const MAX_BACKOFF_MS = 15_000;

let socket: WebSocket | null = null;
let wanted = false;
let attempt = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

function socketUrl(): string {
  const url = new URL('/api/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function onMessage(event: MessageEvent): void {
  const change = parseReadModelChange(event.data);
  if (!change) return;
  if (change.position) rememberPosition(change.position);
  void invalidateReadModel(queryClient, change);
}

function connect(): void {
  if (!wanted || socket) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.addEventListener('open', () => {
    // Anything may have changed while we were away.
    if (attempt > 0) void queryClient.invalidateQueries();
    attempt = 0;
  });
  ws.addEventListener('message', onMessage);
  ws.addEventListener('close', () => {
    socket = null;
    if (!wanted) return;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt++);
    reconnectTimer = setTimeout(connect, delay);
  });
}

/** Opens the read-model change feed (signed-in users only; it is cookie-authenticated). */
export function startLiveUpdates(): void {
  wanted = true;
  connect();
}

export function stopLiveUpdates(): void {
  wanted = false;
  if (reconnectTimer) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  socket?.close();
  socket = null;
  attempt = 0;
}

export function liveUpdatesConnected(): boolean {
  return socket?.readyState === WebSocket.OPEN;
}
