import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema";
import { completeJobs, enqueueJobs, failJob, fetchJobs, isLastAttempt, MAIL_MAX_ATTEMPTS, QUEUES, type RunningJob } from "../jobs/queue";
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

type Executor = Pick<Db, "insert" | "execute">;

/**
 * Queues messages in the same transaction as the change they report (`db` is that transaction),
 * so a message is never lost and never sent for a change that was rolled back: each is a row of
 * the outbox (what is sent, its status and attempts) and a job of the mail queue that sends it.
 */
export async function enqueueMail(db: Executor, ...messages: OutgoingMail[]) {
  if (messages.length === 0) return;
  const rows = await db.insert(mailOutbox).values(messages).returning({ id: mailOutbox.id });
  await enqueueJobs(
    db,
    rows.map((row) => ({ name: QUEUES.mail.name, data: { outboxId: row.id } satisfies MailJob })),
  );
}

/** What a job of the mail queue carries: the outbox row it sends. */
export interface MailJob {
  outboxId: string;
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

/** Attempts of a message before it is failed for good (and shown as failed in the admin's job queue). */
export const MAX_ATTEMPTS = MAIL_MAX_ATTEMPTS;

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

/** Mail jobs a worker takes at a time. */
export const MAIL_BATCH_SIZE = 20;

/**
 * Sends one outbox message unless it was sent already: a job run again (its worker died after
 * the send, or it was retried) sends nothing twice once the row says "sent". The row counts the
 * attempt and keeps the last error; on the job's last attempt a failure marks it "failed". A
 * failure is thrown, for the queue to retry the job after its backoff.
 */
export async function deliverOutboxMessage(
  db: Db,
  transport: MailTransport,
  outboxId: string,
  { lastAttempt, renderOrderPdf }: { lastAttempt: boolean; renderOrderPdf?: OrderPdfRenderer },
): Promise<"sent" | "nothing to send"> {
  const [message] = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, outboxId), ne(mailOutbox.status, "sent")))
    .returning();
  // sent already, or gone (the demo history removes the e-mails of its making)
  if (!message) return "nothing to send";
  try {
    await transport.send({ ...message, attachments: await attachmentsOf(db, message, renderOrderPdf) });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ status: lastAttempt ? "failed" : "pending", lastError: errorText(error) })
      .where(eq(mailOutbox.id, message.id));
    throw error;
  }
  await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, message.id));
  return "sent";
}

/**
 * Works a batch of mail jobs, one message after the other: the ones that went out (or had nothing
 * left to send) are completed together, each failure is failed on its own with its error (retried
 * after its backoff, or failed for good). A job whose completion is not recorded (the database
 * went away) stays active until it expires and runs again, and then sends nothing twice.
 */
export async function runMailJobs(
  db: Db,
  transport: MailTransport,
  jobs: RunningJob<MailJob>[],
  { renderOrderPdf }: { renderOrderPdf?: OrderPdfRenderer } = {},
) {
  const done: string[] = [];
  let sent = 0;
  for (const job of jobs) {
    try {
      const outcome = await deliverOutboxMessage(db, transport, job.data.outboxId, { lastAttempt: isLastAttempt(job), renderOrderPdf });
      if (outcome === "sent") sent++;
      done.push(job.id);
    } catch (error) {
      await failJob(db, QUEUES.mail.name, job.id, errorText(error));
    }
  }
  await completeJobs(db, QUEUES.mail.name, done);
  return { claimed: jobs.length, sent };
}

/**
 * Sends the mail jobs that are due now, up to `batchSize`, as a worker does (tests and scripts
 * that want the outbox delivered at once, without a worker running).
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  { batchSize = MAIL_BATCH_SIZE, renderOrderPdf }: { batchSize?: number; renderOrderPdf?: OrderPdfRenderer } = {},
) {
  const jobs = await fetchJobs<MailJob>(db, QUEUES.mail.name, batchSize);
  return runMailJobs(db, transport, jobs, { renderOrderPdf });
}

function errorText(error: unknown) {
  return String((error as Error)?.message ?? error).slice(0, 500);
}
