import type { Logger } from "pino";
import type { Db } from "../db/database";
import { isDatabaseUnavailable } from "../http/api-errors";
import { deliverDueMail, type MailTransport } from "./outbox";

/** Polls the outbox every few seconds until stopped; `stop()` waits for the round in progress. */
export function startMailWorker(db: Db, transport: MailTransport, logger: Logger, intervalMs = 2_000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = deliverDueMail(db, transport)
      .then((r) => r.claimed && logger.info(r, "mail delivered"))
      .catch((err) => !isDatabaseUnavailable(err) && logger.error({ err }, "mail delivery failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
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
