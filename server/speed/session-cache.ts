import pg from "pg";
import type { Logger } from "pino";
import type { Db } from "../db/database";
import { isDatabaseUnreachable } from "../http/api-errors";
import {
  deleteSession,
  findSession,
  hashToken,
  isTokenShaped,
  SESSION_CHANGES_CHANNEL,
  sessionChangePayload,
  type SessionChange,
  type SessionUser,
} from "../auth/session";

export interface SessionCache {
  /** The signed-in user for a session token, or null: from memory when this instance looked it up recently. */
  find(token: string): Promise<SessionUser | null>;
  /**
   * The user of a session this instance holds in memory and may still trust (the same test as
   * `find`), without waiting; undefined when only the database can say.
   */
  peek(token: string): SessionUser | undefined;
  /** Signs a session out: deleted in the database, announced to every instance, forgotten here at once. */
  end(token: string): Promise<void>;
  /** Forgets a session or a user at once on this instance (the NOTIFY reaches the others). */
  forget(change: SessionChange): void;
  /**
   * Resolves once every change committed before the call has been heard (a round trip on the
   * listening connection: PostgreSQL sends a session its notifications before it answers); false
   * when nothing is listened to.
   */
  sync(): Promise<boolean>;
  /** Starts listening for changes; nothing is kept in memory until the listener is connected. */
  start(): Promise<void>;
  stop(): Promise<void>;
  size(): number;
}

interface Entry {
  user: SessionUser;
  /** when this instance must look again, at the latest */
  until: number;
  sessionExpiresAt: number;
  /** last use recorded in the database + idle timeout: an entry is never trusted past it */
  idleExpiresAt: number;
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * Every page and API call of a signed-in visitor needs their session and user. Looking them up in
 * PostgreSQL each time cost as much as the rest of a catalogue read, so an instance keeps what it
 * found for `ttlMs` (SESSION_CACHE_TTL_SECONDS).
 *
 * Changes must still count at once, on every instance: signing out, a status change (approval,
 * rejection) and the admin's start-up update NOTIFY the `session_changes` channel (session.ts),
 * every instance LISTENs on it with a connection of its own and forgets the session or user named.
 * While that connection is down (start-up, a database restart) nothing is kept: every request
 * reads the database, as without the cache. A lookup that was under way when a change arrived is
 * not kept either (the generation counter), so it cannot bring back what was just forgotten.
 * The TTL bounds what a change made outside the application (SQL by hand) takes to be seen.
 * The channel also carries the catalogue's changes (catalogue-changes.ts): handed to `otherChanges`,
 * which is told to `resync` when the listener connects (changes may have been missed meanwhile).
 */
export function createSessionCache(opts: {
  db: Db;
  ttlMs: number;
  idleTimeoutMs: number;
  logger: Logger;
  maxEntries?: number;
  /** the other changes announced on the channel (the catalogue's: catalogue-changes.ts), and what to do when some may have been missed (the listener connected) */
  otherChanges?: { deliver(payload: string): void; resync(): void };
}): SessionCache {
  const { db, ttlMs, idleTimeoutMs, logger } = opts;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listener: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;

  function forgetPayload(payload: string) {
    if (payload.startsWith("catalogue:")) return opts.otherChanges?.deliver(payload);
    generation++;
    if (payload.startsWith("session:")) entries.delete(payload.slice("session:".length));
    else if (payload.startsWith("user:")) {
      const userId = payload.slice("user:".length);
      for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
    } else entries.clear();
  }

  function lost(client: pg.Client, error?: unknown) {
    if (listener !== client) return;
    listener = null;
    listening = false;
    generation++;
    entries.clear();
    client.end().catch(() => {});
    if (stopped) return;
    logger.warn({ err: error }, "session change listener lost; sessions are read from the database until it reconnects");
    reconnect = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    reconnect.unref();
  }

  async function connect() {
    if (stopped) return;
    const client = new pg.Client(db.$client.options);
    listener = client;
    client.on("notification", (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL && message.payload) forgetPayload(message.payload);
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (listener === client) {
        // a lookup that began while nothing was listened to may have missed a NOTIFY: not kept
        generation++;
        listening = true;
        opts.otherChanges?.resync();
      }
    } catch (error) {
      lost(client, error);
    }
  }

  /**
   * The remembered user of a session, while it may be trusted. An entry past its time is kept
   * (until its session expires) for `stale`: the user of a session whose lookup failed because
   * the database cannot be reached, which no sign-out or status change can have reached (they are
   * database writes, and NOTIFY would have dropped the entry). Not when it is only overloaded (a
   * statement or lock timeout): writes still commit then, and their NOTIFY may not have arrived.
   */
  function remembered(hash: string, stale = false): SessionUser | undefined {
    if (!listening) return undefined;
    const entry = entries.get(hash);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.sessionExpiresAt <= now || entry.idleExpiresAt <= now) {
      entries.delete(hash);
      return undefined;
    }
    return entry.until > now || stale ? entry.user : undefined;
  }

  return {
    async find(token) {
      if (!isTokenShaped(token)) return null;
      const hash = hashToken(token);
      const known = remembered(hash);
      if (known) return known;
      const seenGeneration = generation;
      let found: Awaited<ReturnType<typeof findSession>>;
      try {
        found = await findSession(db, hash, idleTimeoutMs);
      } catch (error) {
        const stale = isDatabaseUnreachable(error) ? remembered(hash, true) : undefined;
        if (stale) return stale;
        throw error;
      }
      if (!found) entries.delete(hash);
      if (found && listening && seenGeneration === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(hash, {
          user: found.user,
          until: Date.now() + ttlMs,
          sessionExpiresAt: found.expiresAt.getTime(),
          idleExpiresAt: found.idleExpiresAt.getTime(),
        });
      }
      return found?.user ?? null;
    },
    peek(token) {
      return isTokenShaped(token) ? remembered(hashToken(token)) : undefined;
    },
    async end(token) {
      const change = sessionChangePayload({ sessionHash: hashToken(token) });
      // forgotten before the DELETE (no request trusts it meanwhile) and after it (a lookup that
      // read the row in between is not kept either)
      forgetPayload(change);
      await deleteSession(db, token);
      forgetPayload(change);
    },
    forget(change) {
      forgetPayload(sessionChangePayload(change));
    },
    async sync() {
      const client = listener;
      if (!listening || !client) return false;
      try {
        await client.query("select 1");
        return listening && listener === client;
      } catch {
        return false;
      }
    },
    async start() {
      if (ttlMs > 0) await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      const client = listener;
      listener = null;
      listening = false;
      entries.clear();
      await client?.end().catch(() => {});
    },
    size: () => entries.size,
  };
}
