import { and, asc, eq, inArray, lte, or, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema";
import { readPoDocumentBytes } from "../services/quotes/po-documents";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** where replies go, when not to the sender */
  replyTo?: string;
  /** what the message is about, for logs and tests: "order-confirmation", "account-approved", … */
  kind: string;
  /** a newsletter e-mail's one-click unsubscribe URL, sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) */
  listUnsubscribe?: string;
  /** files sent with it (a quote's PDF), stored base64 in the outbox row */
  attachments?: MailAttachment[];
  /** a PO document sent with it, after `attachments`: the row keeps the id and the sender reads the file (decision 035) */
  poDocumentId?: string;
  /** an order whose confirmation PDF goes with it, drawn by the sender, so that placing an order draws no PDF */
  orderPdfId?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

type Executor = Pick<Db, "insert">;

/**
 * Queues messages in the same transaction as the change they report, so a message is never
 * lost and never sent for a change that was rolled back. The mail worker sends them.
 */
export async function enqueueMail(db: Executor, ...messages: OutgoingMail[]) {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(messages);
}

/** Draws an order's confirmation PDF for an e-mail (the sender's side of `orderPdfId`). */
export type OrderPdfRenderer = (orderId: string) => Promise<{ filename: string; bytes: Buffer } | null>;

/** A message's attachments as sent: its PO document and its order's PDF, if any, made now and added after the others. */
async function attachmentsOf(
  db: Db,
  message: { attachments: MailAttachment[] | null; poDocumentId: string | null; orderPdfId: string | null },
  renderOrderPdf: OrderPdfRenderer | undefined,
): Promise<MailAttachment[] | null> {
  const attachments = [...(message.attachments ?? [])];
  if (message.poDocumentId) {
    const document = await readPoDocumentBytes(db, message.poDocumentId);
    if (!document) throw new Error(`PO document ${message.poDocumentId} not found`);
    attachments.push({ filename: document.name, contentType: document.contentType, contentBase64: document.bytes.toString("base64") });
  }
  if (message.orderPdfId && renderOrderPdf) {
    const pdf = await renderOrderPdf(message.orderPdfId);
    if (pdf) attachments.push({ filename: pdf.filename, contentType: "application/pdf", contentBase64: pdf.bytes.toString("base64") });
  }
  return attachments.length > 0 ? attachments : message.attachments;
}

export const MAX_ATTEMPTS = 8;
const LOCK_MS = 60_000;

/** Retry delays grow from 30 s to about an hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

export interface MailTransport {
  send(message: {
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    replyTo?: string | null;
    attachments?: MailAttachment[] | null;
    listUnsubscribe?: string | null;
  }): Promise<void>;
}

/** Messages claimed by one round of delivery. */
export const MAIL_BATCH_SIZE = 20;

/**
 * Sends every message that is due, a batch at a time. Rows are claimed with SKIP LOCKED and a
 * lease, so several app instances can run the worker against one database without sending twice.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  { batchSize = MAIL_BATCH_SIZE, now, renderOrderPdf }: { batchSize?: number; now?: Date; renderOrderPdf?: OrderPdfRenderer } = {},
) {
  // The database's clock decides what is due (JavaScript dates lose the microseconds PostgreSQL keeps).
  const at = now ?? sql`now()`;
  const leaseEnd = now ? new Date(now.getTime() + LOCK_MS) : sql`now() + interval '${sql.raw(String(LOCK_MS / 1000))} seconds'`;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, at), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, at))))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseEnd, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  let sent = 0;
  for (const message of claimed) {
    try {
      await transport.send({ ...message, attachments: await attachmentsOf(db, message, renderOrderPdf) });
      await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, message.id));
      sent++;
    } catch (error) {
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)),
        })
        .where(eq(mailOutbox.id, message.id));
    }
  }
  return { claimed: claimed.length, sent };
}
