import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { freshBatchReader } from '../shared/fresh-batch';

/**
 * One channel's notifications, and whether what they told this process can be trusted right now.
 * `onNotify` gets the payload and the generation of the connection that delivered it: a new
 * generation means notifications may have been missed in between.
 */
export interface Subscription {
  /**
   * The generation whose notifications are complete: every change committed by this process
   * before the call, and by any process more than `MAX_LAG_MS` ago, has been delivered under it.
   * Null while the channel is down (the caller reads the database instead).
   */
  caughtUp(): Promise<number | null>;
  close(): Promise<void>;
}

export interface NotificationFeed {
  subscribe(channel: string, onNotify: (payload: string, generation: number) => void): Subscription;
  close(): Promise<void>;
}

/** How far behind another process's commit an answer kept from notifications may be. */
export const MAX_LAG_MS = 1000;

export interface FeedTiming {
  /** How often the listening connection is proven alive (and caught up) by a round trip. */
  heartbeatMs: number;
  /** A heartbeat unanswered this long ends the connection: it is treated as lost. */
  heartbeatTimeoutMs: number;
  /** Wait before connecting again after a loss. */
  reconnectMs: number;
}

const DEFAULT_TIMING: FeedTiming = { heartbeatMs: 200, heartbeatTimeoutMs: 1000, reconnectMs: 200 };
/** Margin under MAX_LAG_MS for delivery and a busy event loop. */
const TRUST_MS = MAX_LAG_MS - 300;

/** The embedded database: one process, whose NOTIFYs arrive before the writing query resolves. */
export function pgliteNotificationFeed(client: PGlite): NotificationFeed {
  return {
    subscribe(channel, onNotify) {
      let ready = false;
      const unsubscribe = client
        .listen(channel, (payload) => onNotify(payload, 1))
        .then((stop) => {
          ready = true;
          return stop;
        });
      unsubscribe.catch(() => {});
      return {
        caughtUp: async () => (ready ? 1 : null),
        close: async () => (await unsubscribe.catch(() => null))?.(),
      };
    },
    close: async () => {},
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const CHANNEL_NAME = /^[a-z_]+$/;

/** The listening connections' name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'version-listener';

/**
 * A PostgreSQL server: one dedicated connection per process LISTENs on every subscribed channel.
 * NOTIFY is delivered at commit and in commit order, and a server sends a session the
 * notifications it has received before it answers the session's next query: so a `select 1`
 * answered on this connection proves every change committed before it was sent has been
 * delivered. A heartbeat does that every `heartbeatMs`; after this process's own writes the next
 * reader waits for one (so a process always reads its own writes). A lost connection (error, end,
 * unanswered heartbeat) makes every subscription answer null until a new connection LISTENs
 * again under a new generation.
 */
export function postgresNotificationFeed(
  connectionString: string,
  writes: { count(): number },
  timing: FeedTiming = DEFAULT_TIMING,
): NotificationFeed {
  const handlers = new Map<string, Set<(payload: string, generation: number) => void>>();
  const listenedIn = new Map<string, number>();
  let client: pg.Client | null = null;
  let generation = 0;
  let live = false;
  let provenAt = 0;
  let syncedWrites = 0;
  let connecting = false;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;

  const listen = (c: pg.Client, channel: string) => c.query(`LISTEN ${channel}`);

  function lose(c: pg.Client) {
    if (client !== c) return;
    client = null;
    live = false;
    clearInterval(heartbeat);
    c.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect() {
    if (closed || connecting || client || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      void connect();
    }, timing.reconnectMs);
    reconnect.unref();
  }

  async function connect() {
    if (closed || connecting || client) return;
    connecting = true;
    const c = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    c.on('error', () => lose(c));
    c.on('end', () => lose(c));
    c.on('notification', (msg) => {
      if (client !== c) return;
      for (const onNotify of handlers.get(msg.channel) ?? [])
        onNotify(msg.payload ?? '', generation);
    });
    try {
      await c.connect();
      if (closed) throw new Error('closed');
      client = c;
      generation++;
      const sent = Date.now();
      for (const channel of handlers.keys()) {
        await listen(c, channel);
        listenedIn.set(channel, generation);
      }
      if (client !== c) return;
      provenAt = sent;
      live = true;
      heartbeat = setInterval(() => void beat(c), timing.heartbeatMs);
      heartbeat.unref();
    } catch {
      if (client === c) {
        client = null;
        live = false;
      }
      c.end().catch(() => {});
    } finally {
      connecting = false;
      if (!client) scheduleConnect();
    }
  }

  /** A round trip on the listening connection; answers whether it came back on that connection. */
  const roundTrip = freshBatchReader(async () => {
    const c = client;
    if (!c || !live) return new Map([[0, false]]);
    const sent = Date.now();
    await withTimeout(c.query('select 1'), timing.heartbeatTimeoutMs);
    if (client !== c) return new Map([[0, false]]);
    provenAt = Math.max(provenAt, sent);
    return new Map([[0, true]]);
  });

  async function beat(c: pg.Client) {
    if (!(await roundTrip(0).catch(() => false))) lose(c);
  }

  return {
    subscribe(channel, onNotify) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        const c = client;
        if (c && live) {
          const inGeneration = generation;
          listen(c, channel).then(
            () => {
              if (client === c) listenedIn.set(channel, inGeneration);
            },
            () => lose(c),
          );
        }
      }
      channelHandlers.add(onNotify);
      if (!client) void connect();

      return {
        async caughtUp() {
          if (!live || listenedIn.get(channel) !== generation) return null;
          const at = generation;
          const written = writes.count();
          if (written > syncedWrites) {
            const ok = await roundTrip(0).catch(() => false);
            if (!ok) return null;
            syncedWrites = Math.max(syncedWrites, written);
          }
          const current = live && generation === at && Date.now() - provenAt <= TRUST_MS;
          return current ? at : null;
        },
        async close() {
          channelHandlers.delete(onNotify);
        },
      };
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      const c = client;
      client = null;
      live = false;
      await c?.end().catch(() => {});
    },
  };
}

/** Whether a statement's text only reads: a select (also parenthesised) or a `with` that writes nothing. */
export function onlyReads(text: string): boolean {
  const statement = text.replace(/^[\s(]+/, '').toLowerCase();
  if (statement === '' || statement.startsWith('select')) return true;
  return statement.startsWith('with') && !/\b(insert|update|delete|merge)\b/.test(statement);
}

/**
 * Counts the writes this process's pool has finished: every statement but a read (so begin,
 * commit, insert, update, delete, truncate), counted when its connection goes back to the pool,
 * which happens before the caller sees the result.
 */
export function countPoolWrites(pool: pg.Pool) {
  let finished = 0;
  const writing = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text !== 'string' || !onlyReads(text)) writing.add(client as pg.PoolClient);
      return query(...args);
    };
  });
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => {
    if (writing.delete(client)) finished++;
  });
  return { count: () => finished };
}
