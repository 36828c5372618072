import type { ContactChannel } from "~/content/contact-channels";
import { useBrand } from "~/lib/use-root-data";
import { ContactChannelValue } from "./contact-channel-value";
import { IconTile } from "./icon-tile";

/** Ways to reach us, each as its icon, its label and its value (a mail or phone link, an address). */
export function ContactChannelList({ channels, valueClassName }: { channels: readonly ContactChannel[]; valueClassName: string }) {
  const brand = useBrand();
  return (
    <ul className="mt-6 grid gap-5">
      {channels.map((channel) => (
        <li key={channel.label} className="flex gap-4">
          <IconTile name={channel.icon} />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-muted">{channel.label}</p>
            <p className={valueClassName}>
              <ContactChannelValue channel={channel} brand={brand} className="font-medium text-primary hover:underline hover:underline-offset-4" />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
