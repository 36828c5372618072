import { timeline } from "~/content/about";
import { SectionHeading } from "../page-section";

/** 2013 to 2025, one milestone per entry along a vertical line. */
export function CompanyTimeline() {
  return (
    <section id="timeline" aria-labelledby="timeline-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading headingId="timeline-heading" eyebrow="2013 – 2025" title={timeline.title} intro={timeline.intro} />
        </div>
        <ol className="relative border-l-2 border-blue-100 pl-8 sm:pl-10">
          {timeline.items.map((entry) => (
            <li key={entry.year} className="relative pb-10 last:pb-0">
              <span
                className="absolute -left-[calc(2rem+9px)] top-1 h-4 w-4 rounded-full bg-primary ring-4 ring-primary-soft sm:-left-[calc(2.5rem+9px)]"
                aria-hidden
              />
              <p className="text-sm font-bold tracking-wide text-primary">
                <time dateTime={String(entry.year)}>{entry.year}</time>
              </p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{entry.title}</h3>
              <p className="mt-2 leading-7 text-muted">{entry.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
