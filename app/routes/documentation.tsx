import { useState } from "react";
import { useSearchParams } from "react-router";
import { CallToActionBanner } from "~/components/marketing/call-to-action-banner";
import { CoaLookupSection } from "~/components/marketing/documentation/coa-lookup";
import { DocumentLibrary } from "~/components/marketing/documentation/document-library";
import { countDocuments, filterGuides, filterLibrary } from "~/components/marketing/documentation/document-search";
import { DocumentationSearchForm } from "~/components/marketing/documentation/documentation-search-form";
import { FeaturedGuides } from "~/components/marketing/documentation/featured-guides";
import { NoSearchResults } from "~/components/marketing/documentation/no-search-results";
import { QuickAccessTiles } from "~/components/marketing/documentation/quick-access-tiles";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { documentationContactCta, documentationHero, documentationMeta, documentLibrary, featuredGuides } from "~/content/documentation";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/documentation";

export const meta: Route.MetaFunction = (args) => pageMeta(args, documentationMeta);

export default function DocumentationPage() {
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(searchParams.get("q") ?? "");
  const searching = query.trim() !== "";
  const guides = filterGuides(featuredGuides, query);
  const library = filterLibrary(documentLibrary, query);
  const documentCount = countDocuments(library);
  const clear = () => {
    setQuery("");
    document.getElementById("documentation-search")?.focus();
  };

  return (
    <>
      <MarketingHero
        badge={<HeroBadge>Support Resources</HeroBadge>}
        title={documentationHero.title}
        intro={documentationHero.text}
        actions={<DocumentationSearchForm query={query} onQueryChange={setQuery} />}
      />
      <p role="status" className={searching ? "mx-auto max-w-7xl px-4 pt-8 text-muted sm:px-6 lg:px-8" : "sr-only"}>
        {searching &&
          `${documentCount} ${documentCount === 1 ? "document" : "documents"} and ${guides.length} ${guides.length === 1 ? "guide" : "guides"} match “${query.trim()}”.`}
      </p>
      {!searching && <QuickAccessTiles />}
      <CoaLookupSection />
      {guides.length > 0 && <FeaturedGuides guides={guides} />}
      <DocumentLibrary groups={library} emptyState={<NoSearchResults query={query.trim()} onClear={clear} />} />
      <CallToActionBanner
        id="documentation-contact"
        title={documentationContactCta.title}
        text={documentationContactCta.text}
        primary={documentationContactCta}
      />
    </>
  );
}
