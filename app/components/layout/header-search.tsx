import { clsx } from "clsx";
import Search from "lucide-react/icons/search";
import { Form, useLocation } from "react-router";

/**
 * The catalogue's search from any page: a GET form to /products?q=…, so it works
 * before the page's scripts run. On /products it shows the term being searched.
 */
export function HeaderSearch({ className, onSearch, id }: { className?: string; onSearch?: () => void; id: string }) {
  const location = useLocation();
  const current = location.pathname === "/products" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action="/products" role="search" className={clsx("relative", className)} onSubmit={onSearch}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
      <input
        id={id}
        key={current}
        type="search"
        name="q"
        defaultValue={current}
        placeholder="Search products or SKU"
        maxLength={100}
        enterKeyHint="search"
        className="h-9 w-full rounded-md border border-slate-300 bg-white pl-8 pr-2 text-sm placeholder:text-slate-500"
      />
    </Form>
  );
}
