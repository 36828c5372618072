import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { Logger } from "pino";
import { viewerOf, type ViewerUser } from "~/lib/viewer";
import type { AppEnv } from "../app-env";
import type { SessionUser } from "../auth/session";
import { compressFor } from "./compression";
import { fixedPiece, gzipJoin, type FixedPiece, type JoinPiece } from "./gzip-join";
import { hasFlashToast } from "./flash-toast";
import { newNonce } from "./security-headers";
import { pagePath } from "~/page-query-params";

/** What a page render needs to know about the visitor; the cache swaps in a stand-in. */
export interface RenderIdentity {
  user: SessionUser;
  /** the viewer the root loader hands to the UI */
  viewer: ViewerUser;
  nonce: string;
}

export type RenderPage = (c: Context<AppEnv>, identity?: RenderIdentity) => Promise<Response>;

/** The viewer's fields that may appear in a page, by name; everything else about a page depends on the audience only. */
const FIELDS = ["id", "firstName", "lastName", "email", "company", "initial"] as const;
type Field = (typeof FIELDS)[number] | "nonce";

/**
 * Pages that are personal beyond the header (or redirect a signed-in visitor): always rendered
 * for the visitor. React Router matches paths whatever their case, so this does too. Loader data
 * (`*.data`) and route discovery (`/__manifest`) are not pages.
 */
const NEVER_TEMPLATED = /^\/(admin|logout|login|register|auth|account|forgot-password|reset-password|confirm-email)(\/|\.|$)|^\/__manifest|\.data$/i;

/** A stand-in's user fields that identify someone: reading one while rendering makes the page not a template. */
const IDENTIFYING = new Set<PropertyKey>(["id", "email", "firstName", "lastName", "company", "title", "phone", "createdAt", "approvedAt"]);

/** Attributes whose value React checks as a URL (and which would need URL-encoding): no token may stand in one. */
const URL_ATTRIBUTE_VALUE = /\s(?:href|src|srcset|action|formaction|poster|cite|data|ping|background|manifest|xlink:href)\s*=\s*"[^"]*$/i;

/** The React Router script that carries loader data: a JSON string of turbo-stream text, HTML-escaped. */
const LOADER_DATA_SCRIPT_START = "window.__reactRouterContext.streamController.enqueue(";

interface Template {
  status: number;
  /** Content-Type, Cache-Control…: the stand-in render's own headers, none of which mention a token */
  headers: [string, string][];
  /** the page cut at every viewer field, UTF-8: parts[0] slot[0] parts[1] … parts[n] */
  parts: FixedPiece[];
  slots: { field: Field; inScript: boolean }[];
  expiresAt: number;
  /** when it was rendered, and what `dataVersion()` answered just before */
  renderedAt: number;
  dataVersion: unknown;
}

/**
 * Pages for signed-in visitors, rendered once per audience and URL and then personalised per
 * request, because rendering a catalogue page with React costs ~15 ms of CPU and most of a
 * B2B shop's traffic is signed-in customers browsing it.
 *
 * How it stays correct:
 * - The template is rendered for stand-in visitors: the real role and status (which decide
 *   prices and menus, so they are part of the key) and, for every personal field, a random
 *   token. No real user's data is ever in a template, so one user's data cannot reach another.
 * - It is rendered twice, for two stand-ins whose tokens' random parts share no character and
 *   whose tokens differ in length, from the request without its cookies, and kept only if: both renders are the same
 *   page around their tokens; every trace of a token is a whole token; tokens stand only in
 *   HTML text or attributes (not URL attributes) or in React Router's loader-data script; no
 *   response header mentions one; and no loader read who the stand-in is (only role and status
 *   may be read). So a page that derives anything from a name (an initial, an upper-cased name,
 *   a length), puts one in another script or a link, or loads data for the user is not
 *   templated: it is rendered for each visitor as before, and that is logged.
 * - Each token is then replaced by the visitor's value, escaped for where it stands: HTML text
 *   and attributes as React escapes them, or inside the loader-data script as that script
 *   encodes strings.
 * - Empty fields stay empty in the stand-ins (an empty text renders differently), and which
 *   fields are empty is part of the key. The nonce is a token too: every response has its own.
 * - Stored, from the second request for a page on: 200 HTML responses that set no cookie, the
 *   least recently used forgotten first. Flash messages, HEAD and other methods, requests that do
 *   not ask for HTML, loader data and the pages above always render for the visitor. A catalogue
 *   change drops the templates of the pages that show it on every instance, like the anonymous
 *   page cache (`drop`, invalidate-on-write.ts); the TTL is the catalogue's (app.ts), since these
 *   pages show prices. An expired template is
 *   still served while the page is rendered again (never more than one more TTL), so visitors
 *   do not queue behind that render.
 * - With `dataVersion` (app.ts: the catalogue snapshot, which stays the same object while the
 *   catalogue is unchanged), an expired template whose data has not changed is kept for another
 *   TTL instead of being rendered again, up to `maxAgeMs` after it was rendered. Two renders of
 *   the catalogue page every few seconds were most of the p99 of signed-in visitors' pages.
 */
export function personalPageCache(opts: { ttlMs: number; maxEntries: number; logger: Logger; dataVersion?: () => Promise<unknown>; maxAgeMs?: number }) {
  // disjoint alphabets and lengths: no character of one stand-in's token is where the other's is
  const standIns = [
    standInKind(`pv${randomLetters("abcdefghjkm", 12)}`, (f) => f, "q"),
    standInKind(`QZ${randomLetters("NPRSTUVWXY", 16)}`, (f) => f.toUpperCase(), "ZZ"),
  ];
  const entries = new Map<string, Template>();
  const pending = new Map<string, Promise<Rendered>>();
  /** keys asked for once: a template is made on the second request, so a one-off URL costs one render, not two */
  const seen = new Map<string, number>();
  /** keys whose page cannot be a template, until this time */
  const ineligible = new Map<string, number>();
  /** bumped by clear(), so that a render that began before a write is not stored after it */
  let generation = 0;

  function eligible(c: Context<AppEnv>) {
    return (
      c.req.method === "GET" &&
      c.var.user !== null &&
      /\btext\/html\b/.test(c.req.header("Accept") ?? "") &&
      !NEVER_TEMPLATED.test(c.req.path) &&
      !hasFlashToast(c.req.raw)
    );
  }

  async function render(c: Context<AppEnv>, renderPage: RenderPage, user: SessionUser): Promise<Rendered> {
    const renderedAt = Date.now();
    // asked before rendering: a change during the render makes the template look older, never newer
    const dataVersion = await opts.dataVersion?.();
    const identities = standIns.map((kind) => kind.identity(user));
    const [a, b] = await Promise.all(identities.map((identity) => renderPage(c, identity)));
    const htmlA = await a.text();
    const htmlB = await b.text();
    // a failure or a page that changed between the two renders says nothing about the page
    if (a.status !== b.status || a.status >= 500) return { kind: "transient" };
    if (!(a.headers.get("Content-Type") ?? "").startsWith("text/html")) return { kind: "ineligible" };
    if (identities.some((identity) => identity.identified())) return { kind: "ineligible" };
    const headers = [...a.headers].filter(([name]) => !/^(content-length|content-encoding|vary|x-request-id|date)$/i.test(name));
    if (standIns.some((kind, i) => kind.mentioned([...(i === 0 ? a : b).headers].flat().join("\n")))) return { kind: "ineligible" };
    const cutA = standIns[0].cut(htmlA);
    const cutB = standIns[1].cut(htmlB);
    if (!cutA || !cutB || !samePage(cutA, cutB)) return { kind: "ineligible" };
    // each part compressed once, to be joined into a gzip stream around the visitor's values (gzip-join.ts)
    const parts = cutA.parts.map((part) => fixedPiece(Buffer.from(part)));
    return { kind: "template", template: { status: a.status, headers, parts, slots: cutA.slots, expiresAt: Date.now() + opts.ttlMs, renderedAt, dataVersion } };
  }

  function storable(t: Template) {
    return t.status === 200 && !t.headers.some(([name]) => name.toLowerCase() === "set-cookie");
  }

  /** A stored template that has not expired, made the most recently used. */
  function lookup(key: string) {
    const hit = entries.get(key);
    if (!hit) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit.expiresAt > Date.now() ? hit : undefined;
  }

  /**
   * An expired template that may still be served while its page is rendered again: for at most
   * one more TTL after it expired. A write empties the cache, stale templates included.
   */
  function staleWhileRendering(key: string) {
    const hit = entries.get(key);
    return hit && hit.expiresAt + opts.ttlMs > Date.now() ? hit : undefined;
  }

  /** Sets a key in a map that keeps at most `max` keys, forgetting the oldest. */
  function remember<V>(map: Map<string, V>, key: string, value: V, max: number) {
    map.delete(key);
    if (map.size >= max) map.delete(map.keys().next().value!);
    map.set(key, value);
  }

  /** Renders the template for a key and stores it (one render at a time per key; others wait for it). */
  function renderTemplate(c: Context<AppEnv>, renderPage: RenderPage, key: string, user: SessionUser): Promise<Rendered> {
    const startedIn = generation;
    const rendering = render(c, renderPage, user)
      .then((rendered) => {
        if (startedIn !== generation) return rendered;
        if (rendered.kind === "template" && storable(rendered.template)) remember(entries, key, rendered.template, opts.maxEntries);
        else if (rendered.kind === "ineligible") entries.delete(key);
        return rendered;
      })
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
    return rendering;
  }

  /** An expired template: kept for another TTL when its data is unchanged and it is young enough, else rendered again. */
  function refreshTemplate(c: Context<AppEnv>, renderPage: RenderPage, key: string, user: SessionUser, stale: Template): Promise<Rendered> {
    if (!opts.dataVersion || Date.now() - stale.renderedAt >= (opts.maxAgeMs ?? 0)) return renderTemplate(c, renderPage, key, user);
    const startedIn = generation;
    const checking = opts
      .dataVersion()
      .then((version): Rendered | Promise<Rendered> => {
        // a render started here takes the key's place in `pending`
        if (version !== stale.dataVersion || startedIn !== generation) return renderTemplate(c, renderPage, key, user);
        stale.expiresAt = Date.now() + opts.ttlMs;
        return { kind: "template", template: stale };
      })
      .finally(() => {
        if (pending.get(key) === checking) pending.delete(key);
      });
    pending.set(key, checking);
    return checking;
  }

  /**
   * The template for a request: stored; expired but being rendered again (the request does not
   * wait: at 64 concurrent visitors, waiting for two renders every TTL was most of the p99);
   * being rendered by another request; or rendered now.
   */
  async function templateFor(c: Context<AppEnv>, renderPage: RenderPage, key: string, user: SessionUser): Promise<Rendered> {
    const hit = lookup(key);
    if (hit) return { kind: "template", template: hit };
    const stale = staleWhileRendering(key);
    if (stale) {
      if (!pending.has(key)) refreshTemplate(c, renderPage, key, user, stale).catch((err: unknown) => opts.logger.warn({ err }, "template render failed"));
      return { kind: "template", template: stale };
    }
    const rendering = pending.get(key);
    if (!rendering) return renderTemplate(c, renderPage, key, user);
    const rendered = await rendering;
    // a page another request rendered but could not store (a 404, a cookie) is not shared
    return rendered.kind === "template" && !storable(rendered.template) ? render(c, renderPage, user) : rendered;
  }

  /** The key of a visitor's page: what decides it besides the fields filled in per visitor. */
  function keyFor(viewer: ViewerUser, target: string) {
    const empty = FIELDS.map((f) => (viewer[f] === "" ? "0" : "1")).join("");
    return `${viewer.role}:${viewer.status}:${empty}:${target}`;
  }

  async function serve(c: Context<AppEnv>, renderPage: RenderPage): Promise<Response> {
    const user = c.var.user;
    if (!user || !eligible(c)) return renderPage(c);
    const url = new URL(c.req.url);
    const viewer = viewerOf(user);
    const key = keyFor(viewer, url.pathname + url.search);
    const now = Date.now();
    if ((ineligible.get(key) ?? 0) > now) return renderPage(c);
    if (!entries.has(key) && !pending.has(key) && !((seen.get(key) ?? 0) > now)) {
      remember(seen, key, now + 10 * opts.ttlMs, 4 * opts.maxEntries);
      return renderPage(c);
    }
    const rendered = await templateFor(c, renderPage, key, user);
    if (rendered.kind !== "template") {
      if (rendered.kind === "ineligible" && !((ineligible.get(key) ?? 0) > now)) {
        remember(ineligible, key, now + 10 * opts.ttlMs, opts.maxEntries);
        opts.logger.warn({ path: url.pathname }, "page could not be personalised from a template; rendering it for each visitor");
      }
      return renderPage(c);
    }
    const page = filledPage(rendered.template, viewer, c.var.nonce, c.req.header("Accept-Encoding"));
    return new Response(page.body as Uint8Array<ArrayBuffer>, { status: page.status, headers: page.headers });
  }

  /**
   * For the fast lane (fast-lane.ts): a visitor's page from a stored template, or undefined. The
   * target is the request's path and query as sent; a stored key is always normalised, so a
   * target that is not matches nothing and goes to the app.
   */
  function fromMemory(target: string, user: SessionUser, acceptEncoding: string | undefined) {
    const viewer = viewerOf(user);
    const key = keyFor(viewer, target);
    // an expired template is served here only while the app renders it again
    const template = lookup(key) ?? (pending.has(key) ? staleWhileRendering(key) : undefined);
    if (!template) return undefined;
    const nonce = newNonce();
    return { ...filledPage(template, viewer, nonce, acceptEncoding), nonce };
  }

  return {
    serve,
    fromMemory,
    clear: () => {
      generation++;
      entries.clear();
      ineligible.clear();
    },
    /** Drops the templates of pages whose path passes `test` (a data request's page path: app/page-query-params.ts). */
    drop: (test: (path: string) => boolean) => {
      generation++;
      for (const key of entries.keys()) if (test(pagePath(key.split(":").slice(3).join(":").split("?", 1)[0]))) entries.delete(key);
    },
    size: () => entries.size,
  };
}

type Rendered = { kind: "template"; template: Template } | { kind: "ineligible" } | { kind: "transient" };

function randomLetters(alphabet: string, length: number) {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** The request a stand-in's page is rendered from: the visitor's, without what could identify them. */
export function standInRequest(request: Request) {
  const headers = new Headers(request.headers);
  for (const name of ["cookie", "authorization"]) headers.delete(name);
  return new Request(request.url, { method: request.method, headers });
}

/**
 * One kind of stand-in visitor: every personal field is `${core}${name(field)}${end}`. The core
 * is random, so a token cannot occur in a page by chance.
 */
function standInKind(core: string, name: (field: Field) => string, end: string) {
  const token = (field: Field) => `${core}${name(field)}${end}`;
  const fieldOf = new Map<string, Field>([...FIELDS, "nonce" as const].map((f) => [name(f), f]));
  const TOKEN = new RegExp(`${core}(${[...fieldOf.keys()].join("|")})${end}`, "g");

  function identity(user: SessionUser): RenderIdentity & { identified(): boolean } {
    const real = viewerOf(user);
    let identified = false;
    const tokenFor = (field: (typeof FIELDS)[number]) => (real[field] === "" ? "" : token(field));
    const viewer: ViewerUser = {
      ...real,
      id: tokenFor("id"),
      firstName: tokenFor("firstName"),
      lastName: tokenFor("lastName"),
      email: tokenFor("email"),
      company: tokenFor("company"),
      initial: tokenFor("initial"),
    };
    const standInUser: SessionUser = {
      id: viewer.id,
      email: viewer.email,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      company: viewer.company,
      title: null,
      phone: null,
      role: user.role,
      status: user.status,
      createdAt: new Date(0),
      approvedAt: user.approvedAt ? new Date(0) : null,
    };
    return {
      viewer,
      // loaders may ask what the visitor may see (role, status), not who they are
      user: new Proxy(standInUser, {
        get(target, property, receiver) {
          if (IDENTIFYING.has(property)) identified = true;
          return Reflect.get(target, property, receiver);
        },
      }),
      nonce: token("nonce"),
      identified: () => identified,
    };
  }

  /** Whether a text (response headers) holds any trace of this stand-in's tokens. */
  const mentioned = (text: string) => text.toLowerCase().includes(core.toLowerCase());

  /** The page cut at its tokens, or null when a token is somewhere it cannot be filled or something was made of one. */
  function cut(html: string): { parts: string[]; slots: Template["slots"] } | null {
    // raw-text elements: a token inside one is only fillable in React Router's loader-data script
    const scripts = [...html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => {
      const start = m.index + m[0].length - m[2].length - `</${m[1]}>`.length;
      return { start, end: start + m[2].length, loaderData: m[1].toLowerCase() === "script" && m[2].startsWith(LOADER_DATA_SCRIPT_START) };
    });
    const parts: string[] = [];
    const slots: Template["slots"] = [];
    let last = 0;
    for (const m of html.matchAll(TOKEN)) {
      const field = fieldOf.get(m[1])!;
      const script = scripts.find((s) => s.start <= m.index && m.index < s.end);
      if (script && (!script.loaderData || field === "nonce")) return null;
      const before = html.slice(last, m.index);
      if (!script && URL_ATTRIBUTE_VALUE.test(before.slice(before.lastIndexOf("<")))) return null;
      parts.push(before);
      slots.push({ field, inScript: !!script });
      last = m.index + m[0].length;
    }
    parts.push(html.slice(last));
    // every trace of the core must be a whole token (nothing cut from one or changed)
    const traces = html.toLowerCase().split(core.toLowerCase()).length - 1;
    return traces === slots.length ? { parts, slots } : null;
  }

  return { identity, cut, mentioned };
}

function samePage(a: { parts: string[]; slots: Template["slots"] }, b: { parts: string[]; slots: Template["slots"] }) {
  return (
    a.parts.length === b.parts.length &&
    a.parts.every((part, i) => part === b.parts[i]) &&
    a.slots.every((slot, i) => slot.field === b.slots[i].field && slot.inScript === b.slots[i].inScript)
  );
}

/**
 * A template filled in for a visitor and compressed for their browser; headers are the stored ones
 * plus the body's. Gzip whenever the browser takes it (all do), even before brotli: the template's
 * parts were compressed once, so only the visitor's values are new bytes (gzip-join.ts).
 */
function filledPage(template: Template, viewer: ViewerUser, nonce: string, acceptEncoding: string | undefined) {
  const pieces = filledPieces(template, { ...viewer, nonce });
  const { bytes, encoding } = /\bgzip\b/.test(acceptEncoding ?? "")
    ? { bytes: gzipJoin(pieces), encoding: "gzip" }
    : compressFor(acceptEncoding, Buffer.concat(pieces.map((piece) => piece.raw)), "fast");
  const headers: [string, string][] = [...template.headers, ["Vary", "Accept-Encoding"], ["X-Page-Cache", "template"]];
  if (encoding) headers.push(["Content-Encoding", encoding]);
  return { status: template.status, headers, body: bytes };
}

/** The page for one visitor: the template's parts (also compressed) with their values between them. */
function filledPieces(template: Pick<Template, "parts" | "slots">, values: Record<Field, string>): JoinPiece[] {
  const pieces: JoinPiece[] = [template.parts[0]];
  for (let i = 0; i < template.slots.length; i++) {
    const { field, inScript } = template.slots[i];
    pieces.push({ raw: Buffer.from((inScript ? escapeForLoaderDataScript : escapeHtmlLikeReact)(values[field])) }, template.parts[i + 1]);
  }
  return pieces;
}

/** React's escaping of text and attribute values (react-dom/server's escapeTextForBrowser). */
export function escapeHtmlLikeReact(text: string) {
  return text.replace(/["'&<>]/g, (ch) => ({ '"': "&quot;", "'": "&#x27;", "&": "&amp;", "<": "&lt;", ">": "&gt;" })[ch]!);
}

/**
 * A string inside React Router's loader-data script: turbo-stream writes it as JSON, that text is
 * written as a JSON string again, and the script is HTML-escaped (react-router's escapeHtml).
 */
export function escapeForLoaderDataScript(text: string) {
  const inner = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(inner)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (ch) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" })[ch]!);
}
