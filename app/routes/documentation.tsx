import { useEffect, useState } from "react";
import { useNavigate, useNavigationType } from "react-router";
import { CallToActionBanner } from "~/components/marketing/call-to-action-banner";
import { CoaLookupSection } from "~/components/marketing/documentation/coa-lookup";
import { DocumentLibrary } from "~/components/marketing/documentation/document-library";
import { countDocuments, filterGuides, libraryOfHits } from "~/components/marketing/documentation/document-search-groups";
import { DocumentationSearchForm } from "~/components/marketing/documentation/documentation-search-form";
import { FeaturedGuides } from "~/components/marketing/documentation/featured-guides";
import { NoSearchResults } from "~/components/marketing/documentation/no-search-results";
import { QuickAccessTiles } from "~/components/marketing/documentation/quick-access-tiles";
import { ApiReferenceNote } from "~/components/marketing/documentation/api-reference-note";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { documentationContactCta, documentationHero, documentLibrary, featuredGuides } from "~/content/documentation";
import { normalizeDocumentQuery } from "~/lib/document-files";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/documentation";

/** Typing pauses this long before the server is asked (the page filters "as you type", decisions.md). */
const SEARCH_DELAY_MS = 250;

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.documentation);

/** The documents' page counts and sizes, measured on the generated PDFs, and the search over their text (decision 026). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = normalizeDocumentQuery(new URL(request.url).searchParams.get("q"));
  const { documents } = context.services;
  return { q, files: await documents.infos(), hits: q ? documents.search(q) : null };
}

export default function DocumentationPage({ loaderData }: Route.ComponentProps) {
  const { q, files, hits } = loaderData;
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [query, setQuery] = useState(q);
  const typed = normalizeDocumentQuery(query);
  const searching = typed !== "";
  // the server's answer is for what is in the box (otherwise a newer search is on its way)
  const answered = typed === q;

  const search = (value: string) => {
    const next = normalizeDocumentQuery(value);
    void navigate({ pathname: "/documentation", search: next ? `?${new URLSearchParams({ q: next })}` : "" }, { replace: true, preventScrollReset: true });
  };

  // back and forward show the search of that history entry
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (navigationType === "POP") setQuery(q);
  }

  useEffect(() => {
    if (answered) return;
    const timer = setTimeout(() => search(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, answered]);

  const guides = filterGuides(featuredGuides.items, typed);
  const library = searching && hits ? libraryOfHits(documentLibrary, hits) : documentLibrary;
  const documentCount = countDocuments(library);
  const clear = () => {
    setQuery("");
    search("");
    document.getElementById("documentation-search")?.focus();
  };
  const status = !searching
    ? ""
    : answered
      ? `${documentCount} ${documentCount === 1 ? "document" : "documents"} and ${guides.length} ${guides.length === 1 ? "guide" : "guides"} match “${typed}”.`
      : `Searching the documents for “${typed}”…`;

  return (
    <>
      <MarketingHero
        badge={<HeroBadge>Support Resources</HeroBadge>}
        title={documentationHero.title}
        intro={documentationHero.text}
        actions={<DocumentationSearchForm query={query} onQueryChange={setQuery} onSearch={() => search(query)} />}
      />
      <p role="status" className={searching ? "mx-auto max-w-7xl px-4 pt-8 text-muted sm:px-6 lg:px-8" : "sr-only"}>
        {status}
      </p>
      {!searching && <QuickAccessTiles />}
      {!searching && <ApiReferenceNote />}
      <CoaLookupSection />
      {guides.length > 0 && <FeaturedGuides guides={guides} />}
      <DocumentLibrary
        groups={library}
        files={new Map(files.map((file) => [file.slug, file]))}
        hits={searching && hits ? new Map(hits.map((hit) => [hit.slug, hit])) : undefined}
        busy={searching && !answered}
        emptyState={<NoSearchResults query={typed} onClear={clear} />}
      />
      <CallToActionBanner
        id="documentation-contact"
        title={documentationContactCta.title}
        text={documentationContactCta.text}
        primary={documentationContactCta}
      />
    </>
  );
}
