import FileCheck from "lucide-react/icons/file-check";
import { buttonClass } from "~/components/ui/button";
import { LOT_NUMBER_MAX_LENGTH } from "~/lib/lot-rules";

/**
 * The certificate-of-analysis look-up (decision 027): a plain GET form to /documentation/coa, so it
 * works without JavaScript and the browser opens the PDF itself. `error` is the server's message
 * for the number typed (shown again with it).
 */
export function CoaLookup({ defaultLot = "", error, headingLevel = 2 }: { defaultLot?: string; error?: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="coa-lookup-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <FileCheck className="mt-1 h-6 w-6 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0">
          <Heading id="coa-lookup-heading" className="text-xl font-bold tracking-tight text-ink">
            Certificate of analysis
          </Heading>
          <p className="mt-1 text-sm leading-6 text-muted">
            Enter the lot number printed on your kit or capillary label to download the lot's certificate of analysis (PDF).
          </p>
        </div>
      </div>
      <form method="get" action="/documentation/coa" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="coa-lot" className="block text-sm font-medium text-ink">
            Lot number
          </label>
          <input
            id="coa-lot"
            name="lot"
            type="text"
            required
            defaultValue={defaultLot}
            maxLength={LOT_NUMBER_MAX_LENGTH + 8}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. CR3520-2509A"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "coa-lot-error" : undefined}
            className="mt-1 h-11 w-full rounded-md border border-line bg-white px-3 font-mono text-base text-ink uppercase placeholder:normal-case placeholder:font-sans placeholder:text-slate-500 aria-invalid:border-danger focus:outline-none focus:ring-4 focus:ring-blue-200"
          />
        </div>
        <button type="submit" className={buttonClass({ size: "lg", className: "h-11" })}>
          Get certificate
        </button>
      </form>
      {error && (
        <p id="coa-lot-error" role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}

/** The look-up as a band of the documentation centre, in the page's content width. */
export function CoaLookupSection() {
  return (
    <div id="certificates" className="mx-auto max-w-7xl scroll-mt-24 px-4 pt-12 sm:px-6 sm:pt-16 lg:px-8">
      <CoaLookup />
    </div>
  );
}
