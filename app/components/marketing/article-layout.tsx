import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ArticleBlock, ArticleLink } from "~/content/article";
import { ActionLink } from "./action-link";
import { MarketingHero } from "./marketing-hero";
import { UnbrokenTerms } from "./unbroken-terms";

/**
 * A long text of ours (a news article, a guide): the hero with its h1, a breadcrumb, the text
 * drawn from its blocks, and beside it on wide screens (below it on a phone) where to go next.
 */
export function ArticleLayout({
  title,
  intro,
  badges,
  trail,
  notice,
  blocks,
  links,
  more,
}: {
  title: string;
  intro: string;
  /** the row above the h1: badges, date, read time */
  badges: ReactNode;
  /** the pages above this one, from the home page down */
  trail: readonly { label: string; href: string }[];
  /** a remark above the text, e.g. that an event is over */
  notice?: ReactNode;
  blocks: readonly ArticleBlock[];
  links: readonly ArticleLink[];
  /** a further list beside the text, e.g. the other news */
  more?: ReactNode;
}) {
  return (
    <>
      <MarketingHero badge={badges} title={title} intro={intro} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-1">
            {trail.map((step) => (
              <li key={step.href} className="flex items-center gap-1">
                <Link to={step.href} className="rounded hover:text-primary hover:underline">
                  {step.label}
                </Link>
                <ChevronRight className="h-4 w-4" aria-hidden />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-ink">
              <UnbrokenTerms text={title} />
            </li>
          </ol>
        </nav>
        <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article aria-labelledby="hero-title" className="min-w-0 max-w-3xl">
            {notice}
            <ArticleBody blocks={blocks} />
          </article>
          <div className="space-y-10 lg:pt-1">
            <section aria-labelledby="article-next-heading">
              <h2 id="article-next-heading" className="text-lg font-semibold text-ink">
                Read on
              </h2>
              <ul className="mt-4 space-y-4">
                {links.map((link) => (
                  <li key={link.href} className="rounded-xl border border-line bg-white p-4 shadow-sm">
                    <ActionLink
                      href={link.href}
                      className="inline-flex items-start gap-1.5 rounded font-semibold text-primary hover:text-primary-hover hover:underline hover:underline-offset-4"
                    >
                      <UnbrokenTerms text={link.label} />
                      <ArrowRight className="mt-1 h-4 w-4 shrink-0" aria-hidden />
                    </ActionLink>
                    <p className="mt-1 text-sm leading-6 text-muted">{link.description}</p>
                  </li>
                ))}
              </ul>
            </section>
            {more}
          </div>
        </div>
      </div>
    </>
  );
}

/** The blocks of a text, each as its HTML element; headings are h2 below the page's h1. */
function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="space-y-5 text-base leading-8 text-slate-700 sm:text-lg sm:leading-8">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "heading":
            return (
              <h2 key={index} className="pt-4 text-2xl font-bold tracking-tight text-ink">
                <UnbrokenTerms text={block.text} />
              </h2>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={index} className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-accent`}>
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    <UnbrokenTerms text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "table":
            return (
              // a wide table scrolls on its own on a phone; the region lets a keyboard reach it
              <div key={index} role="region" aria-label={block.caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-line">
                <table className="w-full min-w-[32rem] border-collapse text-left text-sm leading-6">
                  <caption className="border-b border-line bg-subtle px-4 py-2 text-left font-semibold text-ink">{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.columns.map((column) => (
                        <th key={column} scope="col" className="border-b border-line px-4 py-2 font-semibold text-ink">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row.join("|")} className="border-b border-line last:border-0">
                        {row.map((cell, cellIndex) =>
                          cellIndex === 0 ? (
                            <th key={cellIndex} scope="row" className="px-4 py-2 font-medium text-ink">
                              <UnbrokenTerms text={cell} />
                            </th>
                          ) : (
                            <td key={cellIndex} className="px-4 py-2">
                              <UnbrokenTerms text={cell} />
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "note":
            return (
              <div key={index} role="note" className="rounded-xl border-l-4 border-accent bg-accent-soft px-5 py-4 text-base leading-7">
                <p className="font-semibold text-ink">{block.title}</p>
                <p className="mt-1">
                  <UnbrokenTerms text={block.text} />
                </p>
              </div>
            );
          default:
            return (
              <p key={index}>
                <UnbrokenTerms text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
