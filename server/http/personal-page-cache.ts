import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { Logger } from "pino";
import { viewerOf, type ViewerUser } from "~/lib/viewer";
import type { AppEnv } from "../app-env";
import type { SessionUser } from "../auth/session";
import { compressFor } from "./compression";
import { readFlashToast } from "./flash-toast";

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

/** Pages that are personal beyond the header (or redirect a signed-in visitor): always rendered for the visitor. Loader data requests (`*.data`) are not pages. */
const NEVER_TEMPLATED = /^\/(admin|logout|login|register|auth)(\/|\.|$)/;

/** The React Router script that carries loader data: a JSON string of turbo-stream text, HTML-escaped. */
const LOADER_DATA_SCRIPT_START = "window.__reactRouterContext.streamController.enqueue(";

interface Template {
  status: number;
  headers: [string, string][];
  /** the page cut at every viewer field, UTF-8: parts[0] slot[0] parts[1] … parts[n] */
  parts: Buffer[];
  slots: { field: Field; inScript: boolean }[];
  expiresAt: number;
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
 * - It is rendered twice, for two stand-ins whose tokens differ in every character and in
 *   length, and kept only if both renders are the same page around their tokens, every trace
 *   of a token is a whole token, and tokens stand only in HTML or in React Router's loader-data
 *   script. So a page that derives anything from a name (an initial, an upper-cased name, a
 *   length) or puts one in another script is not templated: it is rendered for each visitor
 *   as before, and that is logged once.
 * - Each token is then replaced by the visitor's value, escaped for where it stands: HTML text
 *   and attributes as React escapes them, or inside the loader-data script as that script
 *   encodes strings.
 * - Empty fields stay empty in the stand-ins (an empty text renders differently), and which
 *   fields are empty is part of the key. The nonce is a token too: every response has its own.
 * - Stored: 200 HTML responses that set no cookie. Flash messages, HEAD and other methods,
 *   loader-data requests and the pages above always render for the visitor. Writes through the
 *   API empty it like the anonymous page cache; other instances catch up within the TTL.
 */
export function personalPageCache(opts: { ttlMs: number; maxEntries: number; logger: Logger }) {
  const standIns = [standInKind(`pv${randomBytes(6).toString("hex")}`, (f) => f, "x"), standInKind(`QZW${randomBytes(9).toString("hex").toUpperCase()}`, (f) => f.toUpperCase(), "YJ")];
  const entries = new Map<string, Template>();
  const pending = new Map<string, Promise<Template | null>>();
  const ineligible = new Set<string>();

  function eligible(c: Context<AppEnv>) {
    const path = c.req.path;
    return c.req.method === "GET" && c.var.user !== null && !NEVER_TEMPLATED.test(path) && !path.endsWith(".data") && !readFlashToast(c.req.raw);
  }

  async function render(c: Context<AppEnv>, renderPage: RenderPage, user: SessionUser): Promise<Template | null> {
    const [a, b] = await Promise.all(standIns.map((kind) => renderPage(c, kind.identity(user))));
    if (!(a.headers.get("Content-Type") ?? "").startsWith("text/html") || a.status !== b.status) return null;
    const cutA = standIns[0].cut(await a.text());
    const cutB = standIns[1].cut(await b.text());
    if (!cutA || !cutB || !samePage(cutA, cutB)) return null;
    const headers = [...a.headers].filter(([name]) => !/^(content-length|content-encoding|vary|x-request-id|date)$/i.test(name));
    return { status: a.status, headers, parts: cutA.parts.map((part) => Buffer.from(part)), slots: cutA.slots, expiresAt: Date.now() + opts.ttlMs };
  }

  function storable(t: Template) {
    return t.status === 200 && !t.headers.some(([name]) => name.toLowerCase() === "set-cookie");
  }

  function lookup(key: string) {
    const hit = entries.get(key);
    if (hit && hit.expiresAt <= Date.now()) entries.delete(key);
    else return hit;
  }

  /** The template for a request: stored, being rendered by another request, or rendered now. */
  async function templateFor(c: Context<AppEnv>, renderPage: RenderPage, key: string, user: SessionUser) {
    const hit = lookup(key);
    if (hit) return hit;
    let rendering = pending.get(key);
    if (!rendering) {
      rendering = render(c, renderPage, user).finally(() => pending.delete(key));
      pending.set(key, rendering);
      const template = await rendering;
      if (template && storable(template)) {
        if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, template);
      }
      return template;
    }
    const template = await rendering;
    // a page another request rendered but could not store (a 404, a cookie) is not shared
    return template && !storable(template) ? render(c, renderPage, user) : template;
  }

  /** The key of a visitor's page: what decides it besides the fields filled in per visitor. */
  function keyFor(user: SessionUser, target: string) {
    const viewer = viewerOf(user);
    const empty = FIELDS.map((f) => (viewer[f] === "" ? "0" : "1")).join("");
    return `${user.role}:${user.status}:${empty}:${target}`;
  }

  async function serve(c: Context<AppEnv>, renderPage: RenderPage): Promise<Response> {
    const user = c.var.user;
    if (!user || !eligible(c)) return renderPage(c);
    const url = new URL(c.req.url);
    const key = keyFor(user, url.pathname + url.search);
    if (ineligible.has(key)) return renderPage(c);
    const template = await templateFor(c, renderPage, key, user);
    if (!template) {
      if (!ineligible.has(key) && ineligible.size < opts.maxEntries) {
        ineligible.add(key);
        opts.logger.warn({ path: url.pathname }, "page could not be personalised from a template; rendering it for each visitor");
      }
      return renderPage(c);
    }
    const page = filledPage(template, user, c.var.nonce, c.req.header("Accept-Encoding"));
    return new Response(page.body as Uint8Array<ArrayBuffer>, { status: page.status, headers: page.headers });
  }

  /**
   * For the fast lane (fast-lane.ts): a visitor's page from a stored template, or undefined. The
   * target is the request's path and query as sent; a stored key is always normalised, so a
   * target that is not matches nothing and goes to the app.
   */
  function fromMemory(target: string, user: SessionUser, nonce: string, acceptEncoding: string | undefined) {
    const template = lookup(keyFor(user, target));
    return template && filledPage(template, user, nonce, acceptEncoding);
  }

  return {
    serve,
    fromMemory,
    clear: () => {
      entries.clear();
      ineligible.clear();
    },
    size: () => entries.size,
  };
}

/**
 * One kind of stand-in visitor: every personal field is `${core}${name(field)}${end}`. The core
 * is random, so a token cannot occur in a page by chance.
 */
function standInKind(core: string, name: (field: Field) => string, end: string) {
  const token = (field: Field) => `${core}${name(field)}${end}`;
  const fieldOf = new Map<string, Field>([...FIELDS, "nonce" as const].map((f) => [name(f), f]));
  const TOKEN = new RegExp(`${core}(${[...fieldOf.keys()].join("|")})${end}`, "g");

  function identity(user: SessionUser): RenderIdentity {
    const real = viewerOf(user);
    const tokenFor = (field: (typeof FIELDS)[number]) => (real[field] === "" ? "" : token(field));
    const viewer: ViewerUser = { ...real, id: tokenFor("id"), firstName: tokenFor("firstName"), lastName: tokenFor("lastName"), email: tokenFor("email"), company: tokenFor("company"), initial: tokenFor("initial") };
    return {
      viewer,
      user: {
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
      },
      nonce: token("nonce"),
    };
  }

  /** The page cut at its tokens, or null when a token is somewhere it cannot be filled or something was made of one. */
  function cut(html: string): { parts: string[]; slots: Template["slots"] } | null {
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => {
      const start = m.index + m[0].length - m[1].length - "</script>".length;
      return { start, end: start + m[1].length, loaderData: m[1].startsWith(LOADER_DATA_SCRIPT_START) };
    });
    const parts: string[] = [];
    const slots: Template["slots"] = [];
    let last = 0;
    for (const m of html.matchAll(TOKEN)) {
      const field = fieldOf.get(m[1])!;
      const script = scripts.find((s) => s.start <= m.index && m.index < s.end);
      if (script && (!script.loaderData || field === "nonce")) return null;
      parts.push(html.slice(last, m.index));
      slots.push({ field, inScript: !!script });
      last = m.index + m[0].length;
    }
    parts.push(html.slice(last));
    // every trace of the core must be a whole token (nothing cut from one or changed)
    const traces = html.toLowerCase().split(core.toLowerCase()).length - 1;
    return traces === slots.length ? { parts, slots } : null;
  }

  return { identity, cut };
}

function samePage(a: { parts: string[]; slots: Template["slots"] }, b: { parts: string[]; slots: Template["slots"] }) {
  return (
    a.parts.length === b.parts.length &&
    a.parts.every((part, i) => part === b.parts[i]) &&
    a.slots.every((slot, i) => slot.field === b.slots[i].field && slot.inScript === b.slots[i].inScript)
  );
}

/** A template filled in for a visitor and compressed for their browser; headers are the stored ones plus the body's. */
function filledPage(template: Template, user: SessionUser, nonce: string, acceptEncoding: string | undefined) {
  const { bytes, encoding } = compressFor(acceptEncoding, fill(template, { ...viewerOf(user), nonce }), "fast");
  const headers: [string, string][] = [...template.headers, ["Vary", "Accept-Encoding"], ["X-Page-Cache", "template"]];
  if (encoding) headers.push(["Content-Encoding", encoding]);
  return { status: template.status, headers, body: bytes };
}

/** The page for one visitor: the template's parts with their values between them. */
function fill(template: Pick<Template, "parts" | "slots">, values: Record<Field, string>): Buffer {
  const pieces: Buffer[] = [template.parts[0]];
  for (let i = 0; i < template.slots.length; i++) {
    const { field, inScript } = template.slots[i];
    pieces.push(Buffer.from((inScript ? escapeForLoaderDataScript : escapeHtmlLikeReact)(values[field])), template.parts[i + 1]);
  }
  return Buffer.concat(pieces);
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

export const __testing = { fill };
