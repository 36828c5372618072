import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { partnerPlatformClosing, partnerPlatformHero, supportTab, trademarkNotice } from "~/content/agilent-platform";
import { ContactChannelList } from "../contact-channel-list";
import { UnbrokenTerms } from "../unbroken-terms";

/** The way forward under the tabs: links to /contact and /products, the address and the support contacts. */
export function SupportContacts() {
  return (
    <section id="support-contacts" aria-labelledby="support-contacts-heading" className="render-when-visible border-t border-line bg-subtle py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <h2 id="support-contacts-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            <UnbrokenTerms text={partnerPlatformClosing.title} />
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted">{partnerPlatformClosing.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={partnerPlatformHero.primaryCta.href} prefetch="intent" className={buttonClass({ size: "lg" })}>
              {partnerPlatformHero.primaryCta.label} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link to={partnerPlatformHero.secondaryCta.href} prefetch="intent" className={buttonClass({ variant: "outline", size: "lg" })}>
              {partnerPlatformHero.secondaryCta.label}
            </Link>
          </div>
          <p className="mt-10 text-xs leading-5 text-muted">{trademarkNotice}</p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-semibold text-ink">{supportTab.contactsTitle}</h3>
          <ContactChannelList channels={supportTab.contacts} valueClassName="mt-0.5 break-words leading-7 text-ink" />
        </div>
      </div>
    </section>
  );
}
