import type { MetaDescriptor } from "react-router";
import type { RootData } from "./use-root-data";

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

/** Title, description, canonical URL and Open Graph tags for a page (titles read "Page | Company"). */
export function pageMeta(args: MetaArgs, page: { title: string; description: string; image?: string }): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const company = root?.brand.companyName ?? "";
  const origin = root?.origin ?? "";
  const title = company && page.title !== company ? `${page.title} | ${company}` : page.title;
  const url = `${origin}${args.location.pathname}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: company },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.image) meta.push({ property: "og:image", content: `${origin}${page.image}` });
  return meta;
}

/** An admin screen's meta: its title (or "Not allowed" when its loader refused), never indexed. */
export function adminPageMeta(args: MetaArgs & { error?: unknown }, page: { title: string; description: string }): MetaDescriptor[] {
  return [
    ...pageMeta(args, { title: args.error ? "Not allowed" : page.title, description: page.description }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A page of one person's own (their account, orders, quotes, lists): never indexed. */
export function privatePageMeta(args: MetaArgs, page: { title: string; description: string }): MetaDescriptor[] {
  return [...pageMeta(args, page), { name: "robots", content: "noindex, nofollow" }];
}

/** A page an e-mailed link opens: never indexed, and its token must not leave in a Referer header. */
export function emailedLinkPageMeta(args: MetaArgs, page: { title: string; description: string }): MetaDescriptor[] {
  return [...pageMeta(args, page), { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}
