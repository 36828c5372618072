import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Presentation from "lucide-react/icons/presentation";
import type { ReactNode } from "react";
import type { CompanyEvent } from "~/content/event-listings";

// Written out rather than asked of Intl, whose first use costs a browser 25–45 ms while the page loads.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The event's date at its venue ("2025-09-04"), read from its start with the venue's offset. */
export const localDate = (event: CompanyEvent) => event.startsAt.slice(0, 10);

/** The date as a calendar leaf: month, day and year. */
export function DateLeaf({ event, muted = false }: { event: CompanyEvent; muted?: boolean }) {
  const [year, month, day] = localDate(event).split("-").map(Number);
  return (
    <div className="flex w-20 shrink-0 flex-col overflow-hidden rounded-xl border border-line bg-white text-center shadow-sm" aria-hidden>
      <span className={`${muted ? "bg-slate-500" : "bg-primary"} py-1 text-xs font-bold uppercase tracking-wider text-white`}>{MONTHS[month - 1]}</span>
      <span className="pt-1 text-3xl font-bold text-ink">{day}</span>
      <span className="pb-1.5 text-xs font-medium text-muted">{year}</span>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-primary">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-muted">{label}</p>
        <p className="text-ink">{children}</p>
      </div>
    </li>
  );
}

/** Date, time, place and format. */
export function EventFacts({ event, place = "location" }: { event: CompanyEvent; place?: "location" | "venue" }) {
  return (
    <ul className="grid gap-4">
      <Fact icon={<CalendarDays className="h-5 w-5" aria-hidden />} label="Date">
        <time dateTime={localDate(event)}>{event.date}</time>
      </Fact>
      <Fact icon={<Clock className="h-5 w-5" aria-hidden />} label="Time">
        {event.timeText}
      </Fact>
      <Fact icon={<MapPin className="h-5 w-5" aria-hidden />} label={place === "venue" ? "Place" : "Location"}>
        {event[place]}
      </Fact>
      <Fact icon={<Presentation className="h-5 w-5" aria-hidden />} label="Format">
        {event.format}
      </Fact>
    </ul>
  );
}
