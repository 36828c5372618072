import path from "node:path";
import type { Logger } from "pino";
import type { Brand } from "~/content/brand";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { createMailTransport } from "../mail/transport";
import { orderPdfForMail } from "../services/orders/order-pdf";
import { startJobWorkers } from "./workers";

/** The job workers as configured: SMTP or mail files, the brand's sender, the session timeout. */
export function startJobWorkersFor(config: Config, database: Database, logger: Logger, brand: Brand) {
  const mailTransport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `"${brand.companyName}" <${brand.supportEmail}>`,
    fileDir: path.resolve(config.DATA_DIR, "mail"),
  });
  return startJobWorkers({
    db: database.db,
    pool: database.pool,
    logger,
    mailTransport,
    renderOrderPdf: orderPdfForMail(database.db, brand),
    sessionIdleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
  });
}
