import { contactChannels } from "~/content/contact-page";
import { useBrand } from "~/lib/use-root-data";
import { ContactChannelValue } from "../contact-channel-value";
import { IconTile } from "../icon-tile";

/** Sales, technical support, phone, China sales representative, address and fax (spec §2 Contact). */
export function ContactInformation() {
  const brand = useBrand();
  return (
    <section aria-labelledby="contact-information-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 id="contact-information-heading" className="text-xl font-bold text-ink">
        Contact Information
      </h2>
      <ul className="mt-6 grid gap-5">
        {contactChannels.map((channel) => (
          <li key={channel.label} className="flex gap-4">
            <IconTile name={channel.icon} />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-muted">{channel.label}</p>
              <p className="mt-0.5 break-words leading-6 text-ink">
                <ContactChannelValue channel={channel} brand={brand} className="font-medium text-primary hover:underline hover:underline-offset-4" />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
