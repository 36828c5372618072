import type { Brand } from "~/content/brand";
import { mailtoHref, telHref } from "~/content/brand-aware";
import type { ContactChannel } from "~/content/contact-channels";

/** A contact channel's value from the brand: a mail or phone link, or plain text. */
export function ContactChannelValue({ channel, brand, className }: { channel: ContactChannel; brand: Brand; className?: string }) {
  const value = brand[channel.field];
  if (channel.kind === "email") {
    return (
      <a href={mailtoHref(value)} className={className}>
        {value}
      </a>
    );
  }
  if (channel.kind === "phone") {
    return (
      <a href={telHref(value)} className={className}>
        {value}
      </a>
    );
  }
  return <span>{value}</span>;
}
