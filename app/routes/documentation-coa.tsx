import { data, isRouteErrorResponse, Link, redirectDocument } from "react-router";
import { CoaLookup } from "~/components/marketing/documentation/coa-lookup";
import { certificatePath, LOT_MESSAGES } from "~/lib/lot-rules";
import { privatePageMeta } from "~/lib/seo";
import { lookUpCertificate } from "../../server/services/documents/certificates";
import { limitPageByAddress } from "../../server/http/write-limits";
import type { Route } from "./+types/documentation-coa";
import { NO_STORE as PRIVATE_NO_STORE } from "../../server/speed/cache-control";

/**
 * /documentation/coa?lot=…: a lot that exists is answered with its certificate (a PDF) by
 * server/http/certificate-route.ts before this page; this page answers the rest — no number yet
 * (the look-up box), a malformed number (400), an unknown lot (404, the site's not-found page) or
 * too many look-ups (429) — with the look-up box again. Never stored or indexed (decision 027).
 */

const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" } as const;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, {
    title: args.error ? (isRouteErrorResponse(args.error) && args.error.status === 404 ? "No such lot" : "Certificate of analysis") : "Certificate of analysis",
    description: "Download the certificate of analysis of a reagent kit or capillary lot.",
  });

export const headers: Route.HeadersFunction = ({ errorHeaders }) => ({ ...NO_STORE, ...(errorHeaders ? Object.fromEntries(errorHeaders) : {}) });

interface LookupProblem {
  message: string;
  lot: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const rawLot = new URL(request.url).searchParams.get("lot");
  const outcome = await lookUpCertificate(context.services.db, {
    rawLot,
    countLookup: () => limitPageByAddress(context, "coa-lookup-address"),
  });
  const lot = (rawLot ?? "").slice(0, 64);
  switch (outcome.kind) {
    case "none":
      return data({ ok: true }, { headers: NO_STORE });
    case "invalid":
      throw data({ message: outcome.message, lot } satisfies LookupProblem, { status: 400, headers: NO_STORE });
    case "rate-limited":
      throw data({ message: LOT_MESSAGES.rateLimited, lot } satisfies LookupProblem, {
        status: 429,
        headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfter) },
      });
    case "not-found":
      throw data({ message: LOT_MESSAGES.notFound, lot: outcome.lotNumber } satisfies LookupProblem, { status: 404, headers: NO_STORE });
    case "found":
      // reached by an in-app navigation only: the document request gets the PDF
      throw redirectDocument(certificatePath(outcome.lot.lotNumber), { headers: NO_STORE });
  }
}

export default function CertificateLookupPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <CoaLookup headingLevel={1} />
      <BackToDocumentation />
    </div>
  );
}

const titles: Record<number, { eyebrow: string; title: string }> = {
  400: { eyebrow: "Error", title: "That is not a lot number" },
  404: { eyebrow: "404", title: "No such lot" },
  429: { eyebrow: "Please wait", title: "Too many look-ups" },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) ? titles[error.status] : undefined;
  const problem = isRouteErrorResponse(error) ? (error.data as LookupProblem | null) : null;
  const heading = known ?? { eyebrow: "Error", title: "Something went wrong" };
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="text-center">
        <p className="text-sm font-semibold text-primary">{heading.eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{heading.title}</h1>
        <p className="mt-4 text-muted">{problem?.message ?? "An unexpected error occurred. Please try again in a moment."}</p>
      </div>
      <div className="mt-10">
        <CoaLookup defaultLot={problem?.lot ?? ""} error={error && isRouteErrorResponse(error) && error.status === 400 ? problem?.message : undefined} />
      </div>
      <BackToDocumentation />
    </div>
  );
}

function BackToDocumentation() {
  return (
    <p className="mt-8 text-center text-sm">
      <Link to="/documentation" className="font-medium text-primary hover:underline">
        ← Documentation centre
      </Link>{" "}
      · Lot number not on the label?{" "}
      <Link to="/contact?interest=technical-services" className="font-medium text-primary hover:underline">
        Contact support
      </Link>
    </p>
  );
}
