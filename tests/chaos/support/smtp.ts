import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Delivered {
  to: string;
  subject: string;
  at: number;
}

/**
 * A real SMTP server on 127.0.0.1 that records a message when it accepts it, i.e. when it answers
 * 250 to the end of DATA, the moment a real mail server takes responsibility for it.
 * `beforeAccept` may hold a message back: it then gets no answer at all (the test kills the
 * sender meanwhile), so, as with a real server, it was never delivered.
 */
export async function startRecordingSmtp() {
  const delivered: Delivered[] = [];
  const held: Delivered[] = [];
  let beforeAccept: ((message: Delivered) => "accept" | "hold") | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        const message = { to, subject: subjectOf(raw), at: performance.now() };
        if (beforeAccept?.(message) === "hold") {
          held.push(message);
          return; // no 250: the sender never learns the message was received
        }
        delivered.push(message);
        callback();
      });
    },
  });
  server.on("error", () => {}); // a sender killed mid-session is expected here
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    setBeforeAccept(hook: typeof beforeAccept) {
      beforeAccept = hook;
    },
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(resolve, 5_000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

/** The decoded Subject header (RFC 2047 encoded words, folded lines). */
export function subjectOf(raw: string) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = /^subject: ?(.*)$/im.exec(head)?.[1] ?? "";
  return decodeEncodedWords(line);
}

function decodeEncodedWords(value: string) {
  // whitespace between two encoded words is not part of the text
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  return joined.replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , enc, text] of run.matchAll(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g)) {
      if (enc.toUpperCase() === "B") bytes.push(Buffer.from(text, "base64"));
      else
        bytes.push(
          Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ),
        );
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}
