import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { featuredKit } from "~/content/home";
import { CheckList } from "../check-list";
import { ContentImage } from "../content-image";
import { UnbrokenTerms } from "../unbroken-terms";

export function FeaturedKit() {
  return (
    <section id="featured-kit" aria-labelledby="featured-kit-heading" className="render-when-visible border-y border-line bg-subtle py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <ContentImage src={featuredKit.image} alt={featuredKit.imageAlt} className="rounded-2xl border border-line shadow-md" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{featuredKit.eyebrow}</p>
          <h2 id="featured-kit-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            <UnbrokenTerms text={featuredKit.title} />
          </h2>
          <Badge variant="outline" className="mt-4 bg-white font-mono">
            SKU {featuredKit.sku}
          </Badge>
          <p className="mt-4 text-lg leading-8 text-muted">{featuredKit.description}</p>
          <CheckList items={featuredKit.highlights} className="mt-6 grid gap-3" itemClassName="flex gap-3 text-ink" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={featuredKit.cta.href} prefetch="intent" className={buttonClass({ size: "lg" })}>
              {featuredKit.cta.label} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link to="/tools?method=cr3520" prefetch="intent" className={buttonClass({ variant: "outline", size: "lg" })}>
              <Calculator className="h-4 w-4" aria-hidden /> Open the Method Assistant
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
