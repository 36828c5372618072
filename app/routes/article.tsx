import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { ArticleLayout } from "~/components/marketing/article-layout";
import { HeroBadge } from "~/components/marketing/marketing-hero";
import { readTime } from "~/content/article";
import { guideBySlug, guides } from "~/content/guides";
import { newsArticles } from "~/content/news-articles";
import { featuredNews } from "~/content/news-items";
import { type EventPhase, eventPhase, labelled, newsLabel, orderNews } from "~/lib/news-timeline";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article";

/*
 * Our long texts, one module for two pages (app/lib/public-pages.ts): a featured news item's
 * article, /news/:article (decisions.md "Content": a news item has its own page), and a featured
 * guide of the documentation centre, /documentation/guides/:guide. The text comes with the
 * loader's data of its own page only, never in a script another page loads. Unknown slugs: 404.
 */

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [{ title: "Page Not Found" }];
  return page.kind === "news"
    ? pageMeta(args, { title: page.item.title, description: page.item.description, image: page.item.image })
    : pageMeta(args, { title: page.guide.title, description: page.guide.summary });
};

export function loader({ params, context }: Route.LoaderArgs) {
  if ("guide" in params) {
    const guide = guideBySlug(params.guide ?? "");
    if (!guide) throw data(null, { status: 404 });
    return {
      kind: "guide" as const,
      guide: { ...guide, readTime: readTime(guide.blocks) },
      others: guides.filter((other) => other !== guide).map(({ slug, title, level }) => ({ slug, title, level })),
    };
  }
  const item = featuredNews.find((news) => news.id === params.article);
  const article = item && newsArticles[item.id];
  if (!item || !article) throw data(null, { status: 404 });
  const today = context.services.today();
  const others = orderNews(
    featuredNews.filter((news) => news !== item),
    today,
  );
  return {
    kind: "news" as const,
    item: { ...item, label: newsLabel(item, today) },
    eventPhase: item.event ? eventPhase(item.event, today) : null,
    article,
    others: labelled(others, today).map(({ id, title, date, isoDate, label }) => ({ id, title, date, isoDate, label })),
  };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "news" ? <NewsArticle {...loaderData} /> : <Guide {...loaderData} />;
}

type NewsPage = Extract<Route.ComponentProps["loaderData"], { kind: "news" }>;
type GuidePage = Extract<Route.ComponentProps["loaderData"], { kind: "guide" }>;

function NewsArticle({ item, article, eventPhase, others }: NewsPage) {
  return (
    <ArticleLayout
      title={item.title}
      intro={item.description}
      badges={
        <HeroRow badge={item.label}>
          <CalendarDays className="h-4 w-4" aria-hidden />
          <time dateTime={item.isoDate}>{item.date}</time>
        </HeroRow>
      }
      trail={[
        { label: "Home", href: "/" },
        { label: "News", href: "/news" },
      ]}
      notice={<EventNotice phase={eventPhase} date={item.date} />}
      blocks={article.blocks}
      links={article.links}
      more={
        <MoreList
          id="more-news"
          title="More news"
          items={others.map((other) => ({
            href: `/news/${other.id}`,
            title: other.title,
            eyebrow: (
              <>
                {other.label} · <time dateTime={other.isoDate}>{other.date}</time>
              </>
            ),
          }))}
          all={{ label: "All news", href: "/news" }}
        />
      }
    />
  );
}

function Guide({ guide, others }: GuidePage) {
  return (
    <ArticleLayout
      title={guide.title}
      intro={guide.summary}
      badges={
        <HeroRow badge={guide.level === "New" ? "New guide" : `${guide.level} guide`}>
          <Clock className="h-4 w-4" aria-hidden />
          {guide.readTime}
        </HeroRow>
      }
      trail={[
        { label: "Home", href: "/" },
        { label: "Documentation", href: "/documentation" },
      ]}
      blocks={guide.blocks}
      links={guide.links}
      more={
        <MoreList
          id="more-guides"
          title="More guides"
          items={others.map((other) => ({ href: `/documentation/guides/${other.slug}`, title: other.title, eyebrow: other.level }))}
          all={{ label: "Documentation Centre", href: "/documentation" }}
        />
      }
    />
  );
}

function HeroRow({ badge, children }: { badge: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <HeroBadge>{badge}</HeroBadge>
      <span className="inline-flex items-center gap-1.5 text-sm text-blue-100">{children}</span>
    </div>
  );
}

function MoreList({
  id,
  title,
  items,
  all,
}: {
  id: string;
  title: string;
  items: { href: string; title: string; eyebrow: ReactNode }[];
  all: { label: string; href: string };
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-4 divide-y divide-line border-y border-line">
        {items.map((item) => (
          <li key={item.href} className="py-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">{item.eyebrow}</p>
            <Link to={item.href} prefetch="intent" className="mt-1 block rounded font-medium leading-6 text-ink hover:text-primary hover:underline">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={all.href} className="mt-4 inline-block rounded text-sm font-semibold text-primary hover:underline">
        {all.label}
      </Link>
    </section>
  );
}

/** Said above the text of an item about an event that is under way or over, so its invitation does not read as current. */
function EventNotice({ phase, date }: { phase: EventPhase | null; date: string }) {
  if (phase !== "past" && phase !== "ongoing") return null;
  return (
    <p role="note" className="mb-8 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 leading-7 text-amber-950">
      {phase === "past" ? `This event took place on ${date}. ` : `This event is taking place now (${date}). `}
      See our{" "}
      <Link to="/events" className="font-semibold underline underline-offset-4">
        events calendar
      </Link>{" "}
      for upcoming events.
    </p>
  );
}
