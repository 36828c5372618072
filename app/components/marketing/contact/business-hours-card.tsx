import { clsx } from "clsx";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Clock from "lucide-react/icons/clock";
import { businessHours } from "~/content/contact-page";

export function BusinessHoursCard() {
  return (
    <section aria-labelledby="business-hours-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 id="business-hours-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Clock className="h-5 w-5 text-primary" aria-hidden />
        {businessHours.title}
      </h2>
      <dl className="mt-5 divide-y divide-line">
        {businessHours.rows.map((row) => (
          <div key={row.days} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <dt className="whitespace-nowrap text-ink">{row.days}</dt>
            <dd className={clsx("whitespace-nowrap font-semibold", row.hours === "Closed" ? "text-muted" : "text-ink")}>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex gap-3 rounded-lg bg-amber-50 p-4 text-sm leading-6 text-amber-900 ring-1 ring-amber-200">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
        {businessHours.urgentNote}
      </p>
    </section>
  );
}
