import SearchX from "lucide-react/icons/search-x";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { documentationContactCta } from "~/content/documentation";

export function NoSearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX className="h-10 w-10 text-slate-400" aria-hidden />
      <h3 className="mt-4 text-lg font-semibold text-ink">No documents match “{query}”</h3>
      <p className="mt-2 leading-7 text-muted">Check the spelling or try a broader term, such as a product name or a technique like cIEF or CZE.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onClear}>
          Clear search
        </Button>
        <Link to={documentationContactCta.href} prefetch="intent" className={buttonClass()}>
          Ask our team
        </Link>
      </div>
    </div>
  );
}
