import http from "node:http";
import { ANONYMOUS_VIEWER } from "../../server/auth/guards";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleLogin } from "../../app/routes/auth.server";
import { deviceCookieName } from "../../server/auth/device-cookie";
import { createUser } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// a hundred failed sign-ins each verify a password: at the lowest argon2id cost (tests/support/cheap-password-hashing.ts)
vi.mock("../../server/auth/password", async (importOriginal) =>
  (await import("../support/cheap-password-hashing")).withCheapHashing(await importOriginal<typeof import("../../server/auth/password")>()),
);

// Sign-in on a real socket, from several client addresses: the loopback network is 127.0.0.0/8,
// so a client can connect from 127.0.0.2, 127.0.0.3, … and the server sees those addresses.
const t = useTestApp();
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let nextAddress = 10;
/** A client address of its own for one test (127.0.0.10, .11, …). */
const freshAddress = () => `127.0.0.${nextAddress++}`;

interface Reply {
  status: number;
  retryAfter?: string;
  message?: string;
  setCookies: string[];
}

function login(from: string, credentials: { email: string; password: string }, cookie?: string): Promise<Reply> {
  const body = JSON.stringify(credentials);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/auth/login",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), ...(cookie ? { Cookie: cookie } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            retryAfter: res.headers["retry-after"] as string | undefined,
            message: JSON.parse(text).message,
            setCookies: res.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The device cookie ("device=…") a successful sign-in set. */
function deviceCookieOf(reply: Reply) {
  const cookie = reply.setCookies.find((c) => c.startsWith(`${deviceCookieName(false)}=`));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(reply.setCookies)}`);
  return cookie.split(";")[0];
}

async function failTimes(from: string, email: string, times: number, cookie?: string) {
  for (let i = 0; i < times; i++) expect((await login(from, { email, password: `wrong-password-${i}` }, cookie)).status).toBe(401);
}

describe("sign-in limits: nobody can lock someone else out", () => {
  it("an attacker's failures lock only the attacker's address out of the account; the user signs in from another address", async () => {
    const victim = await createUser(t.database.db, "approved");
    const attacker = freshAddress();
    await failTimes(attacker, victim.email, 5);
    const blocked = await login(attacker, victim);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.message).toMatch(/Too many sign-in attempts/);

    expect((await login(freshAddress(), victim)).status).toBe(200);
    // signing in elsewhere does not lift the attacker's block
    expect((await login(attacker, { email: victim.email, password: "another-guess" })).status).toBe(429);
  });

  it("the user's known browser (a device cookie from an earlier sign-in) gets in from the attacker's own address", async () => {
    const victim = await createUser(t.database.db, "approved");
    const office = freshAddress();
    const first = await login(office, victim);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);

    await failTimes(office, victim.email, 5); // a colleague (or an attacker) behind the same address
    expect((await login(office, victim)).status).toBe(429); // an unknown browser there is refused
    const known = await login(office, victim, device);
    expect(known.status).toBe(200);
    expect((await login(office, { email: victim.email, password: "attacker-guess" })).status).toBe(429); // the attacker alone still is
    // each sign-in renews the cookie
    expect(deviceCookieOf(known)).not.toBe(device);
  });

  it("a device cookie counts only for its own account, only when its signature holds, and has its own failure limit", async () => {
    const owner = await createUser(t.database.db, "approved");
    const other = await createUser(t.database.db, "approved");
    const address = freshAddress();
    const device = deviceCookieOf(await login(address, owner));

    // another account's cookie, or a tampered one, is an unknown browser: the address's block holds
    await failTimes(address, other.email, 5, device);
    expect((await login(address, other, device)).status).toBe(429);
    const [name, value] = device.split("=");
    const parts = value.split(".");
    parts[1] = "A".repeat(parts[1].length); // another device id under the old signature
    await failTimes(address, owner.email, 5, `${name}=${parts.join(".")}`);
    expect((await login(address, owner, `${name}=${parts.join(".")}`)).status).toBe(429);
    expect((await login(address, owner, device)).status).toBe(200);

    // the device itself: 10 failures, then refused even with the right password
    const device2 = deviceCookieOf(await login(freshAddress(), owner));
    const roaming = freshAddress();
    await failTimes(roaming, owner.email, 10, device2);
    expect((await login(roaming, owner, device2)).status).toBe(429);
  });

  it("colleagues behind one company address are not locked out by one person's typos, but one address cannot spray without bound", async () => {
    const company = freshAddress();
    const colleague = await createUser(t.database.db, "approved");
    // 60 failures over 20 accounts: more than the 30 that used to lock the whole address out
    for (let i = 0; i < 20; i++) await failTimes(company, `typo-${i}@company.example.org`, 3);
    expect((await login(company, colleague)).status).toBe(200);

    for (let i = 0; i < 40; i++) await failTimes(company, `spray-${i}@company.example.org`, 1);
    const limited = await login(company, colleague);
    expect(limited.status).toBe(429);
    expect((await login(freshAddress(), colleague)).status).toBe(200);
  });

  it("many addresses together cannot guess one account without bound; the known browser still gets in", async () => {
    const victim = await createUser(t.database.db, "approved");
    const device = deviceCookieOf(await login(freshAddress(), victim));
    for (let i = 0; i < 10; i++) await failTimes(freshAddress(), victim.email, 5);
    expect((await login(freshAddress(), victim)).status).toBe(429);
    expect((await login(freshAddress(), victim, device)).status).toBe(200);
  });

  it("the device cookie is HttpOnly, SameSite=Strict and long-lived, and names the account without its e-mail", async () => {
    const user = await createUser(t.database.db, "approved");
    const cookie = (await login(freshAddress(), user)).setCookies.find((c) => c.startsWith("device="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(Number(cookie.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(90 * 24 * 3600);
    expect(decodeURIComponent(cookie)).not.toContain(user.email);
    expect(Buffer.from(cookie.split(";")[0].split("=")[1].split(".").join(""), "base64url").toString("latin1")).not.toContain(user.email);
  });
});

describe("the page form's sign-in (no JavaScript: the React Router action)", () => {
  const formLogin = (clientAddress: string, credentials: { email: string; password: string }, cookie?: string) => {
    const form = new FormData();
    form.set("intent", "login");
    form.set("email", credentials.email);
    form.set("password", credentials.password);
    const request = new Request("http://localhost:3000/login", { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
    return handleLogin(
      request,
      { services: t.services, viewer: ANONYMOUS_VIEWER, appliedLimits: new Map(), user: null, sessionToken: null, nonce: "n", requestId: "r", clientAddress },
      form,
    );
  };
  const statusOf = (result: Awaited<ReturnType<typeof formLogin>>) => (result instanceof Response ? result.status : (result.init?.status ?? 200));

  it("has the same limits and sets the device cookie that lets the known browser through", async () => {
    const victim = await createUser(t.database.db, "approved");
    const office = freshAddress();
    const first = await formLogin(office, victim);
    expect(first).toBeInstanceOf(Response);
    const device = (first as Response).headers
      .getSetCookie()
      .find((c) => c.startsWith("device="))!
      .split(";")[0];
    // the "Login successful" toast's cookie names a message, not the user
    const flash = (first as Response).headers.getSetCookie().find((c) => c.startsWith("flash_toast="))!;
    expect(flash.split(";")[0]).toBe("flash_toast=signed-in");

    for (let i = 0; i < 5; i++) expect(statusOf(await formLogin(office, { email: victim.email, password: `wrong-${i}` }))).toBe(401);
    expect(statusOf(await formLogin(office, victim))).toBe(429);
    expect(statusOf(await formLogin(freshAddress(), victim))).toBe(302);
    expect(statusOf(await formLogin(office, victim, device))).toBe(302);
  });
});

describe("production", () => {
  const production = useTestApp({
    APP_ENV: "production",
    ADMIN_PASSWORD: "a-production-grade-secret",
    PUBLIC_ORIGIN: "https://shop.example.com",
    DEVICE_COOKIE_SECRET: "x".repeat(40),
  });

  it("sends the device cookie as a Secure __Host- cookie", async () => {
    const user = await createUser(production.database.db, "approved");
    const res = await production.request("/api/auth/login", { method: "POST", json: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-device="));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });
});
