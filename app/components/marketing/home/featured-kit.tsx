import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { LazyImage } from "~/components/ui/lazy-image";
import { featuredKit, featuredKitEyebrow } from "~/content/home";
import { NEWS_IMAGE } from "~/lib/image-url";
import { UnbrokenTerms } from "../unbroken-terms";

export function FeaturedKit() {
  return (
    <section id="featured-kit" aria-labelledby="featured-kit-heading" className="render-when-visible border-y border-line bg-subtle py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <LazyImage
          src={featuredKit.image}
          alt={featuredKit.imageAlt}
          transform={NEWS_IMAGE}
          rootMargin="100px"
          className="aspect-[12/7] rounded-2xl border border-line shadow-md"
          imgClassName="object-cover"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{featuredKitEyebrow}</p>
          <h2 id="featured-kit-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            <UnbrokenTerms text={featuredKit.title} />
          </h2>
          <Badge variant="outline" className="mt-4 bg-white font-mono">
            SKU {featuredKit.sku}
          </Badge>
          <p className="mt-4 text-lg leading-8 text-muted">{featuredKit.description}</p>
          <ul className="mt-6 grid gap-3">
            {featuredKit.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-ink">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
                {highlight}
              </li>
            ))}
          </ul>
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
