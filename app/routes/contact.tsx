import Clock from "lucide-react/icons/clock";
import { data, redirect, useSearchParams } from "react-router";
import { BusinessHoursCard } from "~/components/marketing/contact/business-hours-card";
import { ContactForm } from "~/components/marketing/contact/contact-form";
import { ContactInformation } from "~/components/marketing/contact/contact-information";
import { ResourceCards } from "~/components/marketing/contact/resource-cards";
import { HeroBadge, MarketingHero } from "~/components/marketing/marketing-hero";
import { contactHero, responsePromise } from "~/content/contact-page";
import { contactFields } from "~/lib/contact-form-values";
import { contactSchema } from "~/lib/contact-schema";
import { formFields, parseForm } from "~/lib/form-validation";
import { quoteMessage } from "~/lib/quote-request";
import { marketingPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/seo";
import { ANONYMOUS_VIEWER } from "../../server/auth/guards";
import { productBySku } from "../../server/services/catalogue/catalogue";
import { RATE_LIMITS } from "../../server/http/rate-limit-table";
import { limitPageByAddress } from "../../server/http/write-limits";
import { submitContact } from "../../server/services/content/contact";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta(args, marketingPageMeta.contact);

/** "Request a quote" from a product page (?product=SKU): the enquiry starts with that product's name and SKU. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sku = new URL(request.url).searchParams.get("product");
  if (!sku) return { quote: null };
  const product = await productBySku(context.services.catalogue, ANONYMOUS_VIEWER.catalogue, sku);
  return { quote: product ? { sku: product.sku, name: product.name } : null };
}

/**
 * The form posted without JavaScript: validated with the API's schema and limits, then stored by the
 * same service. Its body is bounded before it gets here (server/http/page-form-body.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, brand } = context.services;
  const submission = parseForm(formFields(await request.formData(), contactFields), contactSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const retryAfter = await limitPageByAddress(context, "contact-address");
  if (retryAfter !== null) {
    return data(
      { result: submission.reply({ formErrors: [RATE_LIMITS["contact-address"].message] }), message: RATE_LIMITS["contact-address"].message },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  await submitContact(db, brand, submission.value);
  return redirect("/contact?sent=1#inquiry-form");
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <>
      <MarketingHero badge={<HeroBadge>Get in Touch</HeroBadge>} title={contactHero.title} intro={contactHero.text} />
      <div className="bg-subtle py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
          <section
            id="inquiry-form"
            aria-labelledby="inquiry-form-heading"
            className="scroll-mt-20 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10"
          >
            <h2 id="inquiry-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Send Us a Message
            </h2>
            <p className="mt-3 flex items-center gap-2 font-medium text-accent">
              <Clock className="h-5 w-5 shrink-0" aria-hidden />
              {responsePromise}
            </p>
            <div className="mt-8">
              <ContactForm
                key={loaderData.quote?.sku}
                preselectedInterest={searchParams.get("interest")}
                initialMessage={loaderData.quote ? quoteMessage(loaderData.quote) : undefined}
                serverResult={actionData}
                sent={searchParams.get("sent") === "1"}
              />
            </div>
          </section>
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-1">
            <ContactInformation />
            <BusinessHoursCard />
          </div>
        </div>
      </div>
      <ResourceCards />
    </>
  );
}
