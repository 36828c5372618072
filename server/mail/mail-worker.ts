import type { Logger } from "pino";
import type { Db } from "../db/database";
import { isDatabaseUnavailable } from "../http/api-errors";
import { deliverDueMail, MAIL_BATCH_SIZE, type MailTransport, type OrderPdfRenderer } from "./outbox";

/**
 * Polls the outbox every few seconds until stopped; `stop()` waits for the round in progress.
 * A round that sent a whole batch is followed by the next one at once, so a burst of orders (two
 * e-mails each) is worked off at the speed of the SMTP server, not at one batch per interval. A
 * round with a failure waits for the interval: failed messages are retried later anyway.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  { intervalMs = 2_000, batchSize = MAIL_BATCH_SIZE, renderOrderPdf }: { intervalMs?: number; batchSize?: number; renderOrderPdf?: OrderPdfRenderer } = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    let more = false;
    running = deliverDueMail(db, transport, { batchSize, renderOrderPdf })
      .then((r) => {
        if (r.claimed) logger.info(r, "mail delivered");
        more = r.sent === batchSize;
      })
      .catch((err) => !isDatabaseUnavailable(err) && logger.error({ err }, "mail delivery failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, more ? 0 : intervalMs);
      });
  };
  timer = setTimeout(tick, 200);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
