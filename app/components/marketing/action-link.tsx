import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./external-link";

/**
 * A content link of any kind: another page of ours (client-side navigation), another site
 * (new tab) or a mailto:/tel: link.
 */
export function ActionLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("https://") || href.startsWith("http://")) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  if (href.startsWith("mailto:") || href.startsWith("tel:")) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" className={className}>
      {children}
    </Link>
  );
}
