import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { trustedForwardedEntry } from "./forwarded";
import type { RequestEnvelope } from "./request-envelope";

export interface PublicOriginOptions {
  /** PUBLIC_ORIGIN (config.publicOrigin): the site's address as browsers see it, e.g. https://shop.example.com */
  publicOrigin: string;
  /** TRUST_PROXY_HOPS: with proxies in front, their X-Forwarded-Host and X-Forwarded-Proto are checked too */
  trustProxyHops: number;
  production: boolean;
}

/** What the node:http entry does with a request: go on under `url`, or answer at once. */
export type Admission = { url: string } | { status: number; headers: [string, string][]; body: string };

/** Asked by load balancers and probes by the instance's own address: answered whatever the Host. */
const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The one URL a request is seen under, by the fast lane, Hono, React Router (whose form actions
 * compare Origin with it), the same-origin check and redirects: PUBLIC_ORIGIN followed by the
 * request's path and query. The socket behind a TLS proxy is plain HTTP, and the Host header is
 * the client's to choose, so neither decides the URL; they are only checked. A request for another
 * host (Host, an absolute request target, or behind trusted proxies X-Forwarded-Host), or that a
 * trusted proxy received over another protocol (X-Forwarded-Proto), gets 421 Misdirected Request —
 * except health checks. Outside production, a page asked for by another loopback name of the same
 * port (127.0.0.1 for localhost) is redirected to the public origin, so that cookies and the
 * Origin of forms are the public origin's.
 */
export function requestAdmission(opts: PublicOriginOptions) {
  const url = new URL(opts.publicOrigin);
  // read once: URL's getters build their strings on every call
  const origin = { origin: url.origin, host: url.host, protocol: url.protocol };
  return (req: Pick<IncomingMessage, "method" | "url" | "headers">) => admitRequest(req, origin, opts);
}

function admitRequest(
  req: Pick<IncomingMessage, "method" | "url" | "headers">,
  origin: { origin: string; host: string; protocol: string },
  opts: PublicOriginOptions,
): Admission {
  const target = req.url ?? "";
  let path = target;
  let requestedHost = req.headers.host;
  if (!target.startsWith("/")) {
    // absolute-form (`GET http://host/path HTTP/1.1`): its authority replaces Host (RFC 9112 §3.2.2)
    const absolute = /^https?:\/\//i.test(target) ? parseUrl(target) : undefined;
    if (!absolute) return refusal(400, "Bad Request", target, "invalid_request_target");
    path = absolute.pathname + absolute.search;
    requestedHost = absolute.host;
  }
  const forwardedHost = trustedForwardedEntry(headerText(req.headers["x-forwarded-host"]), opts.trustProxyHops);
  const forwardedProto = trustedForwardedEntry(headerText(req.headers["x-forwarded-proto"]), opts.trustProxyHops);
  const asked = forwardedHost ?? requestedHost;
  // (the usual case, the exact public host, without parsing)
  const host = asked === origin.host ? asked : normalizeHost(asked, origin.protocol);
  const protocolMatches = forwardedProto === undefined || `${forwardedProto.toLowerCase()}:` === origin.protocol;
  const url = origin.origin + path;
  if ((host === origin.host && protocolMatches) || HEALTH_CHECKS.has(path.split("?", 1)[0])) return { url };

  const sameMachine =
    !opts.production && protocolMatches && host !== undefined && isLoopback(host) && isLoopback(origin.host) && portOf(host) === portOf(origin.host);
  if (sameMachine && (req.method === "GET" || req.method === "HEAD")) {
    return {
      status: 308,
      headers: [
        ["location", url],
        ["cache-control", "no-store"],
      ],
      body: "",
    };
  }
  return refusal(421, `This site answers at ${origin.origin} only.`, path, "misdirected_request");
}

/**
 * The node:http entry every request goes through (server/start.ts): admitted requests continue
 * with req.url set to their absolute public URL, so that the fast lane and Hono (which takes an
 * absolute request target as the request's URL) see the same one; the others are answered here.
 * Returns the URL, or undefined when the request was answered.
 */
export function admitToPublicOrigin(opts: PublicOriginOptions & { envelope: RequestEnvelope }) {
  const admissionOf = requestAdmission(opts);
  const { envelope } = opts;
  return function admit(req: IncomingMessage, res: ServerResponse): string | undefined {
    const admission = admissionOf(req);
    if ("url" in admission) return (req.url = admission.url);
    const started = performance.now();
    const requestId = envelope.requestId(headerText(req.headers["x-request-id"]));
    const body = req.method === "HEAD" ? "" : admission.body;
    res.writeHead(admission.status, [
      ...admission.headers.flat(),
      "content-length",
      String(Buffer.byteLength(admission.body)),
      ...envelope.headers(requestId).flat(),
    ]);
    res.end(body);
    envelope.log(requestId, req.method ?? "", (req.url ?? "").split("?", 1)[0].slice(0, 200), admission.status, started, {
      host: String(req.headers.host ?? "").slice(0, 100),
    });
    return undefined;
  };
}

/** The production request listener: the public-origin entry, then the fast lane, then the app. */
export function publicOriginListener(
  opts: PublicOriginOptions & {
    envelope: RequestEnvelope;
    fetch: Parameters<typeof getRequestListener>[0];
    fastLane?: (req: IncomingMessage, res: ServerResponse) => boolean;
  },
): RequestListener {
  const admit = admitToPublicOrigin(opts);
  const listener = getRequestListener(opts.fetch);
  return (req, res) => {
    if (admit(req, res) === undefined) return;
    if (!opts.fastLane?.(req, res)) void listener(req, res);
  };
}

/** The path and query of a request target, whether origin-form (`/path`) or absolute (`https://host/path`). */
export function pathAndQuery(target: string) {
  if (target.startsWith("/")) return target;
  const slash = target.indexOf("/", target.indexOf("//") + 2);
  return slash === -1 ? "/" : target.slice(slash);
}

/** The answer to a request refused at the door: JSON `{message, code}` on /api (decision 047), text elsewhere. */
function refusal(status: number, message: string, path: string, code: string): Admission {
  const json = path.startsWith("/api/");
  return {
    status,
    headers: [
      ["content-type", json ? "application/json" : "text/plain; charset=utf-8"],
      ["cache-control", "no-store"],
    ],
    body: json ? JSON.stringify({ message, code }) : `${message}\n`,
  };
}

function parseUrl(text: string) {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : value);

/** host[:port] in lower case without the protocol's default port, as URL.host writes it; undefined when it is no host. */
function normalizeHost(value: string | undefined, protocol: string) {
  if (!value) return undefined;
  const url = parseUrl(`${protocol}//${value.trim()}`);
  // a value with a path, user info or anything URL would move elsewhere is not a host
  if (!url || url.pathname !== "/" || url.username || url.password || url.search || url.hash) return undefined;
  return url.host;
}

const hostname = (host: string) => host.replace(/:\d+$/, "");
const isLoopback = (host: string) => LOOPBACK_NAMES.has(hostname(host));
const portOf = (host: string) => /:(\d+)$/.exec(host)?.[1] ?? "";
