import type { MiddlewareHandler } from "hono";
import { lotNumberProblem, normalizeLotNumber, utcDay } from "~/lib/lot-rules";
import type { AppEnv } from "../app-env";
import { certificateFilename, certificateOfAnalysisPdf } from "../services/documents/coa-pdf";
import { findCertificateLot } from "../services/catalogue/lots";
import { countAddress } from "./write-limits";
import { NO_STORE } from "../speed/cache-control";

/**
 * GET /documentation/coa?lot=…: the lot's certificate of analysis as a PDF (decision 027). Only a
 * lot that exists, asked for within the client's allowance, is answered here (and counted); every
 * other request goes on to the page of the same address (app/routes/documentation-coa.tsx), which
 * says what is wrong (400, 404 or 429) beside the look-up box and counts the look-up of an unknown
 * lot. So an unknown lot and a known one each use one look-up of the allowance; a known one refused
 * here is not counted again by the page, which meets the outcome counted here (the request's applied
 * limits: http/rate-limit.ts).
 */
export function certificateOfAnalysisRoute(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.query("lot") ?? "";
    if (lotNumberProblem(raw)) return next();
    const { db, brand } = c.var.services;
    const lot = await findCertificateLot(db, normalizeLotNumber(raw));
    if (!lot) return next();
    if ((await countAddress(c, "coa-lookup-address")) !== null) return next();
    const pdf = await certificateOfAnalysisPdf(brand, lot, utcDay());
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${certificateFilename(lot.lotNumber)}"`,
      "Cache-Control": NO_STORE,
      "X-Robots-Tag": "noindex",
    });
  };
}
