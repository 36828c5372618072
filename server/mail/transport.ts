import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailAttachment, MailTransport } from "./outbox";

/** The outbox's stored attachments as nodemailer takes them. */
function nodemailerAttachments(attachments: MailAttachment[] | null | undefined) {
  return attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") }));
}

/** SMTP when a URL is configured; otherwise each message is written as an .eml file (development, demos). */
export function createMailTransport(opts: { smtpUrl?: string; from: string; fileDir: string }): MailTransport {
  /** The message nodemailer sends, the same for SMTP and the files. */
  const message = (m: Parameters<MailTransport["send"]>[0]) => ({
    from: opts.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? undefined,
    replyTo: m.replyTo ?? undefined,
    attachments: nodemailerAttachments(m.attachments),
    // mail programs show an "Unsubscribe" button that POSTs "List-Unsubscribe=One-Click" to the URL (RFC 8058)
    ...(m.listUnsubscribe ? { list: { unsubscribe: m.listUnsubscribe }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {}),
  });
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await smtp.sendMail(message(m));
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  privateMailDir(opts.fileDir);
  return {
    async send(m) {
      const info = await files.sendMail(message(m));
      privateMailDir(opts.fileDir);
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^A-Za-z0-9@.-]/g, "")}.eml`;
      writePrivateFile(path.join(opts.fileDir, name), info.message as Buffer);
    },
  };
}

/*
 * Mail files hold what the e-mails hold: reset and confirmation links, quote links, orders and
 * their amounts. Only the server's own user may read them: the folder is 0700 and each file 0600,
 * set with chmod, since the mode given at creation is cut by the process's umask (and a umask of
 * 0 would leave them world-readable). A folder left looser by an earlier version is tightened.
 */
const MAIL_DIR_MODE = 0o700;
const MAIL_FILE_MODE = 0o600;

function privateMailDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: MAIL_DIR_MODE });
  if ((fs.statSync(dir).mode & 0o777) !== MAIL_DIR_MODE) fs.chmodSync(dir, MAIL_DIR_MODE);
}

function writePrivateFile(file: string, bytes: Buffer) {
  const fd = fs.openSync(file, "wx", MAIL_FILE_MODE);
  try {
    fs.fchmodSync(fd, MAIL_FILE_MODE);
    fs.writeSync(fd, bytes);
  } finally {
    fs.closeSync(fd);
  }
}
