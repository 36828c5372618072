import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/**
 * The Content-Security-Policy of every response, errors and 404s included (the other security
 * headers come with the request envelope: request-envelope.ts). Each request gets a fresh CSP
 * nonce; React Router's inline scripts carry it (app/entry.server.tsx).
 */
export function securityHeaders(opts: { production: boolean; devServer: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    // A stored answer (server/speed/) brings its own (hash-based) policy.
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", contentSecurityPolicy(nonceScriptSource(nonce), opts));
  };
}

/**
 * A CSP nonce for one response: 16 bytes from the CSPRNG. They are taken from a pool filled 4 kB
 * at a time (as Node's randomUUID() does), because one randomBytes() call per response cost
 * ~10 µs, 4 % of a signed-in page served from its template.
 */
export function newNonce() {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(4096);
let nonceOffset = noncePool.length;

/** The security headers that are the same on every response (all but the Content-Security-Policy). */
export function staticSecurityHeaders(production: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-frame-options", "DENY"],
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
  ];
  if (production) headers.push(["strict-transport-security", "max-age=63072000; includeSubDomains; preload"]);
  return headers;
}

/** A fresh page: its scripts carry the request's nonce, and what they load is trusted in turn. */
export const nonceScriptSource = (nonce: string) => `'nonce-${nonce}' 'strict-dynamic'`;

/**
 * A page served again from the page cache: a nonce must never be reused, so the policy lists the
 * SHA-256 of each of its inline scripts and allows script files from this origin only.
 */
export const hashScriptSource = (inlineScriptHashes: string[]) => ["'self'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`)].join(" ");

export function contentSecurityPolicy(scriptSource: string, opts: { production: boolean; devServer: boolean }) {
  // Vite's dev server injects inline HMR scripts and opens a websocket: only there is the policy relaxed.
  const scriptSrc = opts.devServer ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src ${scriptSource}`;
  const directives = [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    opts.devServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
