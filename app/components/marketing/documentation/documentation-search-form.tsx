import Search from "lucide-react/icons/search";
import type { FormEvent } from "react";
import { documentationHero } from "~/content/documentation";

/**
 * The hero's search box. With JavaScript it filters as you type; without, the form reloads the
 * page with ?q=, which the server renders already filtered.
 */
export function DocumentationSearchForm({ query, onQueryChange }: { query: string; onQueryChange: (query: string) => void }) {
  function showResults(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
          maxLength={100}
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
