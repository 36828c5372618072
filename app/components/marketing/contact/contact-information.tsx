import { contactChannels } from "~/content/contact-page";
import { ContactChannelList } from "../contact-channel-list";

/** Sales, technical support, phone, China sales representative, address and fax (spec §2 Contact). */
export function ContactInformation() {
  return (
    <section aria-labelledby="contact-information-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 id="contact-information-heading" className="text-xl font-bold text-ink">
        Contact Information
      </h2>
      <ContactChannelList channels={contactChannels} valueClassName="mt-0.5 break-words leading-6 text-ink" />
    </section>
  );
}
