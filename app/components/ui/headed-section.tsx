import type { ReactNode } from "react";

/** A section named by its own h2 (`aria-labelledby`), in the card style of the screen it is on. */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  /** the heading's id */
  id: string;
  title: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
