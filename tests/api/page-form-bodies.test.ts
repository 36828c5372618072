import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { useTestApp } from "../support/test-app";

// Writes to pages go to React Router actions, which read `request.formData()`: the whole body in
// memory. They get the API's body limit and must be forms (server/http/page-form-body.ts). On a
// real socket with the real page build, as server/start.ts serves the app.
const logLines: string[] = [];
const logger = createLogger(
  "info",
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);
const t = useTestApp({}, { pages: true, logger });
let base: string;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const FORM_ROUTES = ["/login", "/register", "/auth", "/contact", "/logout", "/login.data", "/contact.data"];
const MB = 1024 * 1024;

/**
 * Posts `totalBytes` of an urlencoded form in chunks (no Content-Length), as fast as the server
 * reads them, and stops sending when the answer arrives. Answers the status and body.
 */
function postChunkedForm(path: string, totalBytes: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let answered = false;
    const req = http.request(new URL(path, base), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode!, body });
      });
    });
    // the server may close the connection after its answer, while the rest is still being sent
    req.on("error", (error) => !answered && reject(error));
    let sent = 0;
    const send = () => {
      if (sent === 0) {
        req.write("email=x%40example.org&message=");
        sent = 1;
      }
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", send);
      }
      if (!answered) req.end();
    };
    send();
  });
}

function post(path: string, body: BodyInit, contentType?: string) {
  const headers: Record<string, string> = { Origin: base };
  if (contentType) headers["Content-Type"] = contentType;
  return fetch(`${base}${path}`, { method: "POST", headers, body, redirect: "manual" });
}

describe("page form bodies", () => {
  it("answers 50 MB sent in chunks to each form route with 413, and the server's memory stays flat", async () => {
    // warm up: the routes' modules are loaded and a page rendered before memory is measured
    for (const path of FORM_ROUTES) await post(path, "intent=login", "application/x-www-form-urlencoded");
    const before = process.memoryUsage().rss;
    for (const path of FORM_ROUTES) {
      const res = await postChunkedForm(path, 50 * MB);
      expect(res.status, path).toBe(413);
      expect(res.body, path).toBe("Request body is too large");
    }
    expect((process.memoryUsage().rss - before) / MB).toBeLessThan(50);
  });

  it("answers a declared length over 64 KB with 413, before reading the body", async () => {
    const res = await post("/contact", `message=${"a".repeat(70 * 1024)}`, "application/x-www-form-urlencoded");
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("Request body is too large");
  });

  it("still runs the action for a form under the limit, urlencoded, chunked or multipart", async () => {
    const wrongPassword = new URLSearchParams({ intent: "login", email: "nobody@example.org", password: "wrong-password" });
    const urlencoded = await post("/login", wrongPassword, "application/x-www-form-urlencoded");
    expect(urlencoded.status).toBe(401);
    const multipart = new FormData();
    for (const [key, value] of wrongPassword) multipart.append(key, value);
    const viaMultipart = await post("/login", multipart);
    expect(viaMultipart.status).toBe(401);
    const chunked = await postChunkedForm("/contact", 0);
    expect(chunked.status).toBe(400); // the contact form's own validation: the fields are missing
    expect(chunked.body).toContain("Please enter your first name");
  });

  it("answers a body that is not a form, or a malformed multipart one, with 400", async () => {
    const cases: Array<[BodyInit, string | undefined]> = [
      ['{"email":"a@example.org","password":"x"}', "application/json"],
      ["email=a@example.org", "text/plain"],
      [new TextEncoder().encode("email=a@example.org"), undefined], // no Content-Type at all
      ["not a multipart body", "multipart/form-data; boundary=xyz"],
      ['--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated', "multipart/form-data; boundary=xyz"],
      ["--xyz--", "multipart/form-data"],
    ];
    for (const path of ["/login", "/contact", "/login.data", "/about"]) {
      for (const [body, type] of cases) {
        const res = await post(path, body, type);
        expect(res.status, `${path} ${type}`).toBe(400);
      }
    }
  });

  it("renders pages, the sign-in page too, while more form bodies than render slots are still arriving", async () => {
    // Each sends its headers (declaring 60 KB) and a few bytes, then nothing. Were the action to
    // read the body in its render slot (8, server/app.ts), these would hold every slot.
    const { port } = new URL(base);
    const arrived = new Promise<void>((resolve) => {
      let count = 0;
      const onRequest = () => {
        if (++count < 10) return;
        server.off("request", onRequest);
        resolve();
      };
      server.on("request", onRequest);
    });
    const slow: net.Socket[] = [];
    for (let i = 0; i < 10; i++) {
      const socket = net.connect(Number(port), "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\nintent=login&email=a`,
      );
      slow.push(socket);
    }
    await arrived;
    try {
      // a query of its own: not a cached copy, the page is rendered
      const page = await fetch(`${base}/login?fresh=${Date.now()}`, { signal: AbortSignal.timeout(5_000) });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<form");
      for (const socket of slow) expect(socket.bytesRead).toBe(0); // not answered: the rest of its body is awaited
    } finally {
      for (const socket of slow) socket.destroy();
    }
  });

  it("answers a form posted to a page without an action with 405, and logs no stack trace", async () => {
    logLines.length = 0;
    for (const path of ["/about", "/products", "/about.data", "/checkout"]) {
      const res = await post(path, "a=1", "application/x-www-form-urlencoded");
      expect(res.status, path).toBe(405);
    }
    const log = logLines.join("");
    expect(log).not.toMatch(/\bat .*:\d+:\d+|stack|did not provide an `action`/);
    // (a console.error, React Router's default for such errors, fails the test by itself: tests/support/fail-on-console-error.ts)
  });
});
