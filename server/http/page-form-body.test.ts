import net from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit";
import { pageFormBodies } from "./page-form-body";

/**
 * A page's action runs in one of a few render slots (server/app.ts); here the slot limit is 1 to
 * keep the tests small. The body must be read before the slot, within a deadline, so that a client
 * trickling its form cannot hold the slot.
 */
function servePages(readTimeoutMs: number) {
  const slot = concurrencyLimit(1);
  const app = new Hono();
  let actionsRun = 0;
  let onArrival = () => {};
  app.use("*", async (c, next) => {
    onArrival();
    await next();
  });
  app.use("*", pageFormBodies(64 * 1024, { readTimeoutMs }));
  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));
  app.all("*", (c) =>
    slot(async () => {
      if (c.req.method === "GET") return c.text("page");
      actionsRun++;
      const form = await c.req.raw.formData(); // what a React Router action does
      return c.json({ method: c.req.raw.method, url: c.req.raw.url, marker: c.req.raw.headers.get("X-Marker"), form: [...form.entries()] });
    }),
  );
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  const base = () => `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  /** resolves when the next request reaches the app (its headers have been read) */
  const nextArrival = () => new Promise<void>((resolve) => (onArrival = resolve));
  return { server, base, actionsRun: () => actionsRun, nextArrival };
}

/** Opens a connection and sends a form's headers (declaring 60 KB) and its first bytes, then nothing. */
async function startSlowPost(base: string) {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (d) => (received += d));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  socket.write("POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\nemail=a");
  return { socket, received: () => received, closed };
}

describe("pageFormBodies", () => {
  const servers: Array<ReturnType<typeof servePages>["server"]> = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });
  /** a server of the test's own, whose slot no other test holds */
  const pages = async (readTimeoutMs = 60_000) => {
    const served = servePages(readTimeoutMs);
    servers.push(served.server);
    if (!served.server.listening) await new Promise((resolve) => served.server.once("listening", resolve));
    return served;
  };

  it("renders pages while a form body is still arriving: the body is read before the render slot", async () => {
    const patient = await pages();
    const arrived = patient.nextArrival();
    const slow = await startSlowPost(patient.base());
    await arrived;
    const page = await fetch(`${patient.base()}/products`, { signal: AbortSignal.timeout(5_000) });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("page");
    expect(slow.received()).toBe(""); // still waiting for the rest of its body
    expect(patient.actionsRun()).toBe(0);
    slow.socket.destroy();
  });

  it("answers a body not complete by the deadline with 408 and closes the connection; the action never runs", async () => {
    const quick = await pages(200);
    const slow = await startSlowPost(quick.base());
    await slow.closed; // the server closed it
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(slow.received()).toMatch(/\r\n\r\nRequest Timeout$/);
    expect(quick.actionsRun()).toBe(0);
  });

  it("hands the action the same method, URL, headers and form, urlencoded, chunked or multipart", async () => {
    const patient = await pages();
    const fields = new URLSearchParams({ email: "a@example.org", note: "é & ü" });
    const expected = { method: "PUT", url: `${patient.base()}/contact?x=1`, marker: "kept", form: [...fields.entries()] };
    const urlencoded = await fetch(expected.url, { method: "PUT", headers: { "X-Marker": "kept" }, body: fields });
    expect(await urlencoded.json()).toEqual(expected);
    const multipart = new FormData();
    for (const [key, value] of fields) multipart.append(key, value);
    const viaMultipart = await fetch(expected.url, { method: "PUT", headers: { "X-Marker": "kept" }, body: multipart });
    expect(await viaMultipart.json()).toEqual(expected);
    const chunks = new Blob([fields.toString()]).stream(); // a stream body is sent chunked
    const chunked = await fetch(expected.url, {
      method: "PUT",
      headers: { "X-Marker": "kept", "Content-Type": "application/x-www-form-urlencoded" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(await chunked.json()).toEqual(expected);
  });

  it("leaves /api/ paths to the API: an unknown one is a 404, not a page form's 400", async () => {
    const patient = await pages();
    const res = await fetch(`${patient.base()}/api/does-not-exist`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });
});
