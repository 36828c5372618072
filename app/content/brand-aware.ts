/**
 * Shared shapes for marketing content. Content never hard-codes the company's name or contacts
 * (decisions.md "Brand and contacts"): a field that needs them is a function of the Brand,
 * resolved at render time with the brand from `useBrand()`.
 */
import type { icons } from "lucide-react";
import type { Brand } from "./brand";

/** A lucide-react icon name, checked against the installed icon set (e.g. "Zap"). */
export type IconName = keyof typeof icons;

/** A value that is either fixed or built from the brand at render time. */
export type BrandAware<T = string> = T | ((brand: Brand) => T);

export function resolveBrandAware<T>(value: BrandAware<T>, brand: Brand): T {
  return typeof value === "function" ? (value as (brand: Brand) => T)(brand) : value;
}

/** A `mailto:` link with an optional, correctly encoded subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A `tel:` link for a phone number as people write it ("+1 (555) 010-2400" → "tel:+15550102400"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** An internal route or in-page anchor ("/products", "/documentation#product-manuals"). */
export interface ContentLink {
  label: string;
  href: string;
}

export const link = (label: string, href: string): ContentLink => ({ label, href });

/** A button that opens a new mail to the support address, with a subject that says what it is about. */
export interface SupportMail {
  label: string;
  subject: string;
  href: (brand: Brand) => string;
}

export function supportMail(label: string, subject: string): SupportMail {
  return { label, subject, href: (brand) => mailtoHref(brand.supportEmail, subject) };
}

/** A link to another site; render with target="_blank" rel="noopener noreferrer". */
export interface ExternalLink {
  label: string;
  url: `https://${string}`;
}

/** Title and description for a route's `meta` export; `pageMeta` appends the company name to the title. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The heading block of a page section. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A page section that lists items under its heading. */
export interface ListSection<T> extends SectionIntro {
  items: readonly T[];
}
