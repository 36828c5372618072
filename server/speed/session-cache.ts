import type { Db } from "../db/database";
import { isDatabaseUnreachable } from "../http/api-errors";
import { deleteSession, findSession, hashToken, isTokenShaped, type SessionUser } from "../auth/session";
import { parseSessionChange, type ChangesChannel, type SessionChange } from "./changes-channel";

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
   * Resolves once every change committed before the call has been heard here (the changes
   * channel's `sync`); false when nothing is listened to.
   */
  sync(): Promise<boolean>;
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

/**
 * Every page and API call of a signed-in visitor needs their session and user. Looking them up in
 * PostgreSQL each time cost as much as the rest of a catalogue read, so an instance keeps what it
 * found for `ttlMs` (SESSION_CACHE_TTL_SECONDS), at most `maxEntries` of them (the oldest go first).
 *
 * Changes must still count at once, on every instance: signing out, a status change (approval,
 * rejection), a terms change and the admin's start-up update announce the session or user on the
 * changes channel (changes-channel.ts), which every instance hears and this cache forgets what it names.
 * While the channel is not heard (start-up, a database restart) nothing is kept: every request
 * reads the database, as without the cache. A lookup that was under way when a change arrived is
 * not kept either (the generation counter), so it cannot bring back what was just forgotten.
 * The TTL bounds what a change made outside the application (SQL by hand) takes to be seen.
 */
export function createSessionCache(opts: { db: Db; ttlMs: number; idleTimeoutMs: number; changes: ChangesChannel; maxEntries?: number }): SessionCache {
  const { db, ttlMs, idleTimeoutMs, changes } = opts;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function forgetChange(change: SessionChange | { all: true } | undefined) {
    if (!change) return;
    generation++;
    if ("sessionHash" in change) entries.delete(change.sessionHash);
    else if ("userId" in change) {
      for (const [hash, entry] of entries) if (entry.user.id === change.userId) entries.delete(hash);
    } else if ("organisationId" in change) {
      // every member's session: the organisation's terms, name or rules changed
      for (const [hash, entry] of entries) if (entry.user.organisation?.id === change.organisationId) entries.delete(hash);
    } else entries.clear();
  }

  changes.subscribe({
    deliver: (payload) => forgetChange(parseSessionChange(payload)),
    // a lookup that began while nothing was listened to may have missed a NOTIFY: not kept
    connected: () => void generation++,
    lost: () => forgetChange({ all: true }),
  });

  /**
   * The remembered user of a session, while it may be trusted. An entry past its time is kept
   * (until its session expires) for `stale`: the user of a session whose lookup failed because
   * the database cannot be reached, which no sign-out or status change can have reached (they are
   * database writes, and NOTIFY would have dropped the entry). Not when it is only overloaded (a
   * statement or lock timeout): writes still commit then, and their NOTIFY may not have arrived.
   */
  function remembered(hash: string, stale = false): SessionUser | undefined {
    if (!changes.listening()) return undefined;
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
      if (found && changes.listening() && seenGeneration === generation) {
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
      const change = { sessionHash: hashToken(token) };
      // forgotten before the DELETE (no request trusts it meanwhile) and after it (a lookup that
      // read the row in between is not kept either)
      forgetChange(change);
      await deleteSession(db, token);
      forgetChange(change);
    },
    forget: forgetChange,
    sync: () => changes.sync(),
    size: () => entries.size,
  };
}
