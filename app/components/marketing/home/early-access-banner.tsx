import ArrowRight from "lucide-react/icons/arrow-right";
import Mail from "lucide-react/icons/mail";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { earlyAccessBanner, earlyAccessMail } from "~/content/home";
import { useBrand } from "~/lib/use-root-data";
import { onDarkOutlineButtonClass } from "../on-dark-button";
import { UnbrokenTerms } from "../unbroken-terms";
import { ContentWidthSection } from "../page-section";

export function EarlyAccessBanner() {
  const brand = useBrand();
  return (
    <ContentWidthSection headingId="early-access-heading" className="bg-white pt-12 sm:pt-16">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-teal-800 via-teal-900 to-blue-900 p-6 text-white shadow-lg sm:p-10">
        <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full border-[28px] border-white/5" aria-hidden />
        <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-teal-50 ring-1 ring-white/25 sm:text-sm">
              <Sparkles className="h-4 w-4" aria-hidden />
              <span>{earlyAccessBanner.badge}</span>
            </p>
            <h2 id="early-access-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              <Link to={earlyAccessBanner.href} prefetch="intent" className="hover:underline hover:underline-offset-4 focus-visible:outline-white">
                <UnbrokenTerms text={earlyAccessBanner.title} />
              </Link>
            </h2>
            <p className="mt-3 leading-7 text-teal-50">{earlyAccessBanner.text}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to={earlyAccessBanner.href}
              prefetch="intent"
              className={buttonClass({ variant: "inverse", size: "lg", className: "focus-visible:outline-white" })}
            >
              {earlyAccessBanner.linkLabel} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <a href={earlyAccessMail.href(brand)} className={onDarkOutlineButtonClass()}>
              <Mail className="h-4 w-4" aria-hidden /> {earlyAccessMail.label}
            </a>
          </div>
        </div>
      </div>
    </ContentWidthSection>
  );
}
