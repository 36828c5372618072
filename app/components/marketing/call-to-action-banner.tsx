import ArrowRight from "lucide-react/icons/arrow-right";
import type { ContentLink } from "~/content/brand-aware";
import { buttonClass } from "~/components/ui/button";
import { ActionLink } from "./action-link";
import { onDarkOutlineButtonClass } from "./on-dark-button";
import { UnbrokenTerms } from "./unbroken-terms";
import { ContentWidthSection } from "./page-section";

/** The closing banner of a page: a question, a sentence and one or two ways forward. */
export function CallToActionBanner({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: ContentLink;
  secondary?: ContentLink;
}) {
  const headingId = `${id}-heading`;
  return (
    <ContentWidthSection id={id} headingId={headingId} className="render-when-visible bg-white pb-16 pt-12 sm:pb-20 sm:pt-16">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-blue-800 via-blue-900 to-slate-900 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-14">
        <div
          className="absolute inset-0 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px]"
          aria-hidden
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight">
              <UnbrokenTerms text={title} />
            </h2>
            <p className="mt-3 text-lg leading-8 text-blue-100">{text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0">
            <ActionLink href={primary.href} className={buttonClass({ variant: "inverse", size: "lg" })}>
              {primary.label} <ArrowRight className="h-4 w-4" aria-hidden />
            </ActionLink>
            {secondary && (
              <ActionLink href={secondary.href} className={onDarkOutlineButtonClass()}>
                {secondary.label}
              </ActionLink>
            )}
          </div>
        </div>
      </div>
    </ContentWidthSection>
  );
}
