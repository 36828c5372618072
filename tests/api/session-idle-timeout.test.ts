import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashToken } from "../../server/auth/session";
import { sessions } from "../../server/db/schema";
import { createUser, signInCookie } from "../support/accounts";
import { useTestApp, type TestApp } from "../support/test-app";

const app = useTestApp(); // SESSION_IDLE_TIMEOUT_MINUTES unset: 8 hours
const cached = useTestApp({ SESSION_CACHE_TTL_SECONDS: "300", SESSION_IDLE_TIMEOUT_MINUTES: "1" });

afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(t: TestApp) {
  const { email, password } = await createUser(t.database.db, "approved");
  const cookie = await signInCookie(t, email, password);
  return { cookie, idHash: hashToken(cookie.split("=")[1]) };
}

/** Pretends the session was last used `ms` ago. */
async function lastUsedAgo(t: TestApp, idHash: string, ms: number) {
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ms) })
    .where(eq(sessions.idHash, idHash));
}

async function lastSeenAt(t: TestApp, idHash: string) {
  const [row] = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.idHash, idHash));
  return row?.lastSeenAt;
}

describe("session idle timeout", () => {
  it("refuses and deletes a session unused for longer than 8 hours, within its absolute lifetime", async () => {
    const { cookie, idHash } = await signedIn(app);
    await lastUsedAgo(app, idHash, 8 * 3600_000 + 60_000);
    expect((await app.request("/api/auth/me", { cookie })).status).toBe(401);
    expect(await lastSeenAt(app, idHash)).toBeUndefined();
  });

  it("keeps a session used within the timeout, and records the use at most once a minute", async () => {
    const { cookie, idHash } = await signedIn(app);
    await lastUsedAgo(app, idHash, 7 * 3600_000);
    expect((await app.request("/api/auth/me", { cookie })).status).toBe(200);
    const touched = (await lastSeenAt(app, idHash))!;
    expect(Date.now() - touched.getTime()).toBeLessThan(10_000);

    await lastUsedAgo(app, idHash, 30_000);
    const recent = (await lastSeenAt(app, idHash))!;
    expect((await app.request("/api/auth/me", { cookie })).status).toBe(200);
    expect((await lastSeenAt(app, idHash))!.getTime()).toBe(recent.getTime()); // no write for a use 30 s after the last
  });

  it("is not outlived by the session cache: a remembered session is refused once it has been idle too long", async () => {
    const { cookie, idHash } = await signedIn(cached);
    expect((await cached.request("/api/auth/me", { cookie })).status).toBe(200);
    expect(cached.services.sessions.size()).toBeGreaterThan(0);

    // 90 seconds later (the cache would keep the entry for 300): idle longer than the 1-minute timeout
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 90_000 });
    expect((await cached.request("/api/auth/me", { cookie })).status).toBe(401);
    expect(await lastSeenAt(cached, idHash)).toBeUndefined();
  });

  it("adds the last_seen_at column by a migration", async () => {
    const columns = await app.database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'sessions' and column_name = 'last_seen_at'`,
    );
    expect(columns.rows).toHaveLength(1);
  });
});
