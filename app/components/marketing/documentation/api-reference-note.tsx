import ArrowRight from "lucide-react/icons/arrow-right";
import { API_DOCUMENTATION_PAGE } from "~/lib/api-description";
import { ContentWidthSection } from "../page-section";

/**
 * The way from the documentation centre to the API reference. A document load, not an in-app
 * navigation: the reference page has a policy of its own (server/http/security-headers.ts), which
 * only a page loaded as a document gets.
 */
export function ApiReferenceNote() {
  return (
    <ContentWidthSection headingId="api-reference-heading" className="bg-white pt-8">
      <div className="flex flex-col gap-2 rounded-xl border border-line bg-subtle p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="api-reference-heading" className="font-semibold text-ink">
            Integrating a procurement or ERP system?
          </h2>
          <p className="mt-1 text-sm leading-6 text-muted">Every route of the shop&apos;s REST API, with its parameters, answers and error codes.</p>
        </div>
        <a href={API_DOCUMENTATION_PAGE} className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
          API reference
          <ArrowRight className="h-4 w-4" aria-hidden />
        </a>
      </div>
    </ContentWidthSection>
  );
}
