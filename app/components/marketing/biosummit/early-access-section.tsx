import { clsx } from "clsx";
import ArrowRight from "lucide-react/icons/arrow-right";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { telHref } from "~/content/brand-aware";
import { earlyAccessSection } from "~/content/biosummit";
import { useBrand } from "~/lib/use-root-data";
import { CheckList } from "../check-list";
import { onDarkOutlineButtonClass } from "../on-dark-button";
import { ContentWidthSection } from "../page-section";

export function EarlyAccessSection() {
  const brand = useBrand();
  const section = earlyAccessSection;
  return (
    <ContentWidthSection id={section.anchorId} headingId="early-access-heading" className="scroll-mt-20 bg-white pb-16 sm:pb-20">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-teal-800 via-teal-900 to-blue-950 p-6 text-white shadow-xl sm:p-12">
        <div className="absolute -bottom-24 -right-24 h-80 w-80 rounded-full border-[40px] border-white/5" aria-hidden />
        <div className="relative grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id="early-access-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {section.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-teal-50">{section.text}</p>
            <CheckList items={section.benefits} className="mt-6 grid gap-3" iconClassName="h-5 w-5 text-teal-300" />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a href={section.mail.href(brand)} className={buttonClass({ variant: "inverse", size: "lg", className: "focus-visible:outline-white" })}>
                <Mail className="h-4 w-4" aria-hidden /> {section.mail.label}
              </a>
              <Link to={section.contactButton.href} prefetch="intent" className={onDarkOutlineButtonClass()}>
                {section.contactButton.label} <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </div>
          </div>
          <div className="self-start rounded-xl border border-white/15 bg-white/10 p-6">
            <p className="font-semibold">{section.contactLabel}</p>
            <ul className="mt-4 grid gap-3">
              <ContactLink href={section.mail.href(brand)} icon={Mail} kind="Email" value={brand.supportEmail} />
              <ContactLink href={telHref(brand.phone)} icon={Phone} kind="Phone" value={brand.phone} />
            </ul>
          </div>
        </div>
      </div>
    </ContentWidthSection>
  );
}

/** A mail or phone link on the dark panel; its kind is spoken before the address or number. */
function ContactLink({ href, icon: Icon, kind, value }: { href: string; icon: LucideIcon; kind: "Email" | "Phone"; value: string }) {
  return (
    <li>
      <a
        href={href}
        className={clsx(
          "flex items-center gap-3 rounded hover:underline hover:underline-offset-4 focus-visible:outline-white",
          kind === "Email" && "break-all",
        )}
      >
        <Icon className="h-5 w-5 shrink-0 text-teal-300" aria-hidden />
        <span className="sr-only">{kind}: </span>
        {value}
      </a>
    </li>
  );
}
