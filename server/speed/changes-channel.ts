import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Db } from "../db/database";

/**
 * The one changes channel: every write that makes something an instance keeps in memory wrong
 * announces it here (NOTIFY), and every instance LISTENs and drops what it names. Its payloads:
 * - `session:<SHA-256 of the token>`: a session ended (sign-out);
 * - `user:<id>`: everything about a user (status, role, terms, sessions) changed;
 * - `catalogue:…`: the catalogue changed (catalogue-changes.ts says how);
 * - anything else: forget every session (an older or newer instance's payload, read safely).
 * The name is the one the channel had when it carried sessions only: an instance of the previous
 * release and the bench's fixture (bench/lib/catalogue-fixture.mjs) announce on it too.
 */
export const CHANGES_CHANNEL = "session_changes";

/** NOTIFY every instance, this one included: delivered when `db`'s transaction, if any, commits, so a write that is rolled back announces nothing. */
export async function announceChange(db: Pick<Db, "execute">, payload: string) {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
}

/** What changed about sign-ins: one session (signed out), everything about one user (status, role, sessions), or every member of an organisation (its terms, name). */
export type SessionChange = { sessionHash: string } | { userId: string } | { organisationId: string };

export function sessionChangePayload(change: SessionChange) {
  if ("sessionHash" in change) return `session:${change.sessionHash}`;
  return "userId" in change ? `user:${change.userId}` : `organisation:${change.organisationId}`;
}

/** The sign-in change a payload names; undefined for the catalogue's; `all` for a payload this instance does not know. */
export function parseSessionChange(payload: string): SessionChange | { all: true } | undefined {
  if (payload.startsWith("catalogue:")) return undefined;
  if (payload.startsWith("session:")) return { sessionHash: payload.slice("session:".length) };
  if (payload.startsWith("user:")) return { userId: payload.slice("user:".length) };
  if (payload.startsWith("organisation:")) return { organisationId: payload.slice("organisation:".length) };
  return { all: true };
}

/** Announces a sign-in change to every instance (session-cache.ts forgets what it names). */
export async function announceSessionChange(db: Pick<Db, "execute">, change: SessionChange) {
  await announceChange(db, sessionChangePayload(change));
}

/** What keeps something in memory on the strength of the channel. */
export interface ChangeSubscriber {
  /** a payload heard on the channel (every payload: each subscriber keeps the ones about it) */
  deliver(payload: string): void;
  /** listening (again): changes announced while nothing listened were missed */
  connected?(): void;
  /** no longer listening: nothing may be trusted on the strength of the channel until `connected` */
  lost?(): void;
}

export interface ChangesChannel {
  subscribe(subscriber: ChangeSubscriber): void;
  /** whether this instance hears the channel now */
  listening(): boolean;
  /**
   * Resolves once every change committed before the call has been heard (a round trip on the
   * listening connection: PostgreSQL sends a session its notifications before it answers); false
   * when nothing is listened to.
   */
  sync(): Promise<boolean>;
  /** Starts listening (when enabled), on a connection of its own. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * This instance's ear on the changes channel: one connection of its own (the database module owns
 * the pool; this one must stay LISTENing), reconnected a second after it is lost. While it is down
 * subscribers are told (`lost`) and trust nothing they kept; when it is back they are told
 * (`connected`) that changes may have been missed meanwhile. `enabled` false
 * (SESSION_CACHE_TTL_SECONDS=0, for a pooler that does not pass LISTEN): nothing listens, ever.
 */
export function createChangesChannel(opts: { db: Db; logger: Logger; enabled: boolean }): ChangesChannel {
  const subscribers: ChangeSubscriber[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;

  function lost(lostClient: pg.Client, error?: unknown) {
    if (client !== lostClient) return;
    client = null;
    listening = false;
    subscribers.forEach((s) => s.lost?.());
    lostClient.end().catch(() => {});
    if (stopped) return;
    opts.logger.warn({ err: error }, "change listener lost; sessions are read from the database until it reconnects");
    reconnect = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    reconnect.unref();
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client(opts.db.$client.options);
    client = next;
    next.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) for (const s of subscribers) s.deliver(message.payload);
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client === next) {
        listening = true;
        subscribers.forEach((s) => s.connected?.());
      }
    } catch (error) {
      lost(next, error);
    }
  }

  return {
    subscribe: (subscriber) => void subscribers.push(subscriber),
    listening: () => listening,
    async sync() {
      const asked = client;
      if (!listening || !asked) return false;
      try {
        await asked.query("select 1");
        return listening && client === asked;
      } catch {
        return false;
      }
    },
    async start() {
      if (opts.enabled) await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      const last = client;
      client = null;
      listening = false;
      subscribers.forEach((s) => s.lost?.());
      await last?.end().catch(() => {});
    },
  };
}
