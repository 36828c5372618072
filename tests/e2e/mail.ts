import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** The mail folder of the e2e server of this run (scripts/e2e-server.sh: /tmp/cems-e2e-<port>-*, the newest). */
function mailDir() {
  const port = process.env.E2E_PORT ?? "3100";
  const dirs = fs
    .readdirSync("/tmp")
    .filter((name) => name.startsWith(`cems-e2e-${port}-`))
    .map((name) => path.join("/tmp", name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  return dirs.length ? path.join(dirs[0], "mail") : null;
}

/**
 * An .eml file's text: the headers as they are and the body with quoted-printable undone (as UTF-8).
 * Only the body is decoded: a header such as List-Unsubscribe holds "token=91…", which is not an escape.
 */
function decode(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return raw;
  const headers = raw.slice(0, end);
  // a run of escapes is one UTF-8 sequence (an em dash is =E2=80=94)
  const body = raw
    .slice(end)
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));
  return headers + body;
}

/** The raw .eml files of this run, newest first. */
function mailFiles(): string[] {
  const dir = mailDir();
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => path.join(dir, file));
}

const isTo = (to: string, text: string) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(text);

/** Waits for an e-mail to `to` whose text matches `pattern` (the job workers look for e-mails every second) and returns its text. */
export async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of mailFiles()) {
          const text = decode(fs.readFileSync(file, "utf8"));
          if (isTo(to, text) && pattern.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** One MIME part of an e-mail: its headers (names in lower case, folded lines joined), its decoded bytes, and its own parts. */
export interface MailPart {
  headers: Record<string, string>;
  /** "text/plain", "multipart/mixed", … (lower case, without parameters) */
  contentType: string;
  /** an attachment's name (Content-Disposition or Content-Type), decoded */
  filename: string | null;
  body: Buffer;
  parts: MailPart[];
}

/** An e-mail read as a mail program reads it: the decoded subject, the text and HTML bodies, and the attachments' bytes. */
export interface ParsedMail {
  subject: string;
  to: string;
  text: string | null;
  html: string | null;
  attachments: MailPart[];
  root: MailPart;
}

/** RFC 2047 encoded words ("=?UTF-8?Q?…?=", "=?UTF-8?B?…?="), adjacent ones joined before the bytes become text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , encoding, text] of run.matchAll(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g)) {
      bytes.push(
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            ),
      );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

/** A header's parameter (boundary, filename, name), quoted or not, or as RFC 2231 "name*=utf-8''…". */
function parameter(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const extended = new RegExp(`;\\s*${name}\\*=(?:[^']*'[^']*')?("?)([^";]*)\\1`, "i").exec(header);
  if (extended) return decodeURIComponent(extended[2]);
  const plain = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, "i").exec(header);
  return plain ? decodeWords((plain[1] ?? plain[2]).replace(/\\(.)/g, "$1")) : null;
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "latin1");
  }
}

/** Reads one part (the whole message is one) from its raw text, bytes kept as latin1 characters. */
function readPart(raw: string): MailPart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const rest = split ? raw.slice(split.index + split[0].length) : "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers["content-type"] ?? "text/plain";
  const contentType = type.split(";")[0].trim().toLowerCase();
  const filename = parameter(headers["content-disposition"], "filename") ?? parameter(type, "name");
  const boundary = contentType.startsWith("multipart/") ? parameter(type, "boundary") : null;
  if (!boundary) return { headers, contentType, filename, body: decodeBody(rest, headers["content-transfer-encoding"]), parts: [] };
  const chunks = rest.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  // before the first boundary: the preamble; after the closing "--": the epilogue
  const parts = chunks
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .map((chunk) => readPart(chunk.replace(/^[ \t]*\r?\n/, "")));
  return { headers, contentType, filename, body: Buffer.alloc(0), parts };
}

function leaves(part: MailPart): MailPart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

/** An .eml file as a mail program shows it. */
export function parseMail(raw: Buffer): ParsedMail {
  const root = readPart(raw.toString("latin1"));
  const all = leaves(root);
  const isAttachment = (p: MailPart) =>
    /^attachment/i.test(p.headers["content-disposition"] ?? "") || (p.filename !== null && !p.contentType.startsWith("text/"));
  const body = (type: string) => {
    const part = all.find((p) => p.contentType === type && !isAttachment(p));
    return part ? part.body.toString("utf8") : null;
  };
  return {
    subject: decodeWords(root.headers.subject ?? ""),
    to: root.headers.to ?? "",
    text: body("text/plain"),
    html: body("text/html"),
    attachments: all.filter(isAttachment),
    root,
  };
}

/** Waits for an e-mail to `to` whose decoded subject matches `subject`, and returns it read as a mail program reads it. */
export async function waitForParsedMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        for (const file of mailFiles()) {
          const raw = fs.readFileSync(file);
          if (!isTo(to, raw.toString("latin1"))) continue;
          const mail = parseMail(raw);
          if (subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link to `pathname` in a mail. */
export function linkIn(mail: string, pathname: string) {
  const match = new RegExp(`https?://[^\\s/]+(${pathname}\\?token=[A-Za-z0-9_-]{43})`).exec(mail);
  if (!match) throw new Error(`no ${pathname} link in the mail`);
  return match[1];
}
