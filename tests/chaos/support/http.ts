import http from "node:http";

export interface HttpOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** a keep-alive agent reuses connections like a browser or a load balancer; undefined = one connection per request */
  agent?: http.Agent;
  /** a request still unanswered after this is destroyed and reported as ETIMEOUT (a hang) */
  timeoutMs?: number;
}

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** start and duration, performance.now() milliseconds */
  startedAt: number;
  ms: number;
  /** when this request's new TCP connection was established; undefined for a reused keep-alive socket */
  connectedAt?: number;
  reusedSocket: boolean;
}

/** A transport failure: no complete HTTP response came back. */
export class HttpFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly startedAt: number,
    readonly ms: number,
    /** true when the status line had arrived before the failure (a truncated response) */
    readonly gotResponse: boolean,
    readonly connectedAt: number | undefined,
    readonly reusedSocket: boolean,
  ) {
    super(`${code}: ${message}`);
  }
}

/** One HTTP/1.1 request with node:http, timed, with the connection facts the fault tests need. */
export function httpRequest(base: string, path: string, opts: HttpOptions = {}): Promise<HttpResult> {
  const url = new URL(path, base);
  const body = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  const headers: Record<string, string> = { accept: "application/json, text/html", ...opts.headers };
  if (body) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(body.length);
  }
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    let connectedAt: number | undefined;
    let reusedSocket = false;
    let gotResponse = false;
    let settled = false;
    const fail = (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new HttpFailure(error.code ?? "ERROR", error.message, startedAt, performance.now() - startedAt, gotResponse, connectedAt, reusedSocket));
    };
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: opts.method ?? "GET", headers, agent: opts.agent ?? false },
      (res) => {
        gotResponse = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", fail);
        res.on("aborted", () => fail(Object.assign(new Error("response aborted"), { code: "ECONNRESET" })));
        res.on("end", () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            startedAt,
            ms: performance.now() - startedAt,
            connectedAt,
            reusedSocket,
          });
        });
      },
    );
    req.on("socket", (socket) => {
      reusedSocket = req.reusedSocket;
      if (!reusedSocket) socket.once("connect", () => (connectedAt = performance.now()));
    });
    req.on("error", fail);
    const timer = setTimeout(() => {
      fail(Object.assign(new Error(`no answer after ${opts.timeoutMs ?? 30_000} ms`), { code: "ETIMEOUT" }));
      req.destroy();
    }, opts.timeoutMs ?? 30_000);
    req.end(body);
  });
}

export function jsonOf(res: HttpResult): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(res.body) as unknown;
    return v && typeof v === "object" ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
