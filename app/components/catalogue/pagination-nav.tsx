import { clsx } from "clsx";
import { Link } from "react-router";
import { pageHref, pageNumbers } from "~/lib/pagination";

/**
 * Numbered pages as plain links (they work without JavaScript): Previous, 1 … 4 5 6 … 20, Next.
 * `url`: the list's address, whose other parameters every link keeps.
 */
export function PaginationNav({ url, page, pageCount }: { url: URL; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
  const link = (to: number, label: string, rel?: string) => (
    <Link to={pageHref(url, to)} rel={rel} className={clsx(item, "border-slate-300 bg-white hover:bg-subtle")}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && link(page - 1, "Previous", "prev")}
      <ol className="flex flex-wrap items-center gap-2">
        {pageNumbers(page, pageCount).map((p, i) => (
          <li key={p === "gap" ? `gap-${i}` : p}>
            {p === "gap" ? (
              <span className="px-1 text-muted" aria-hidden>
                …
              </span>
            ) : p === page ? (
              <span aria-current="page" className={clsx(item, "border-primary bg-primary text-white")}>
                <span className="sr-only">Page </span>
                {p}
              </span>
            ) : (
              <Link to={pageHref(url, p)} aria-label={`Page ${p}`} className={clsx(item, "border-slate-300 bg-white hover:bg-subtle")}>
                {p}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && link(page + 1, "Next", "next")}
    </nav>
  );
}
