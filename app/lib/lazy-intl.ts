/**
 * Intl formatters (and a collator) made on first use, not when their module loads. A browser's
 * first Intl object loads ICU's data: 25–60 ms of main thread on a desktop, four times that on a
 * phone. A module that builds one at its top level makes every page that loads it pay that,
 * whether or not the page ever formats anything (the tools page showed it as a 100 ms task under
 * 4× CPU throttling).
 */
export interface Formatter<T> {
  format(value: T): string;
}

export function lazyNumberFormat(locale: string, options: Intl.NumberFormatOptions): Formatter<number> {
  let made: Intl.NumberFormat | undefined;
  return { format: (value) => (made ??= new Intl.NumberFormat(locale, options)).format(value) };
}

/** A collator made on first use, for sorting. */
export function lazyCollator(locale: string, options: Intl.CollatorOptions): { compare(a: string, b: string): number } {
  let made: Intl.Collator | undefined;
  return { compare: (a, b) => (made ??= new Intl.Collator(locale, options)).compare(a, b) };
}

export function lazyDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Formatter<Date> {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (value) => (made ??= new Intl.DateTimeFormat(locale, options)).format(value) };
}
