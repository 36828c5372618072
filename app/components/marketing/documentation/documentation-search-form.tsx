import Search from "lucide-react/icons/search";
import type { FormEvent } from "react";
import { documentationHero } from "~/content/documentation";
import { MAX_DOCUMENT_QUERY_LENGTH } from "~/lib/document-files";

/**
 * The hero's search box. The server searches the documents' text for ?q=: without JavaScript the
 * form reloads the page with it; with JavaScript the page asks as you type, and at once on submit.
 */
export function DocumentationSearchForm({ query, onQueryChange, onSearch }: { query: string; onQueryChange: (query: string) => void; onSearch: () => void }) {
  function showResults(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
    document.getElementById("library")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }
  return (
    <form role="search" method="get" action="/documentation" onSubmit={showResults} className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row">
      <label htmlFor="documentation-search" className="sr-only">
        Search the documentation
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          id="documentation-search"
          name="q"
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder={documentationHero.searchPlaceholder}
          autoComplete="off"
          maxLength={MAX_DOCUMENT_QUERY_LENGTH}
          aria-controls="library"
          className="h-12 w-full rounded-lg border border-white/30 bg-white pl-12 pr-4 text-base text-ink shadow-lg outline-none placeholder:text-slate-500 focus:ring-4 focus:ring-teal-300/60 focus-visible:outline-white"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-teal-400 px-6 font-semibold text-teal-950 transition-colors hover:bg-teal-300 focus-visible:outline-white"
      >
        Search
      </button>
    </form>
  );
}
