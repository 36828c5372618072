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

/** Waits for an e-mail to `to` whose text matches `pattern` (the mail worker sends every 2 s) and returns its text. */
export async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const dir = mailDir();
        if (!dir || !fs.existsSync(dir)) return false;
        for (const file of fs.readdirSync(dir).sort().reverse()) {
          const text = decode(fs.readFileSync(path.join(dir, file), "utf8"));
          if (new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(text) && pattern.test(text)) {
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

/** The path and query of the first link to `pathname` in a mail. */
export function linkIn(mail: string, pathname: string) {
  const match = new RegExp(`https?://[^\\s/]+(${pathname}\\?token=[A-Za-z0-9_-]{43})`).exec(mail);
  if (!match) throw new Error(`no ${pathname} link in the mail`);
  return match[1];
}
