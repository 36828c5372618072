import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { supportTab } from "~/content/agilent-platform";
import { PanelHeading } from "./panel-heading";

/** Support services; the contacts themselves are always visible under the tabs (SupportContacts). */
export function SupportPanel() {
  return (
    <>
      <PanelHeading title={supportTab.title} intro={supportTab.intro} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {supportTab.services.map((service) => (
          <li key={service} className="flex gap-3 rounded-xl border border-line bg-white p-5 text-ink shadow-sm">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
            {service}
          </li>
        ))}
      </ul>
      <Link to={supportTab.cta.href} prefetch="intent" className={buttonClass({ size: "lg", className: "mt-8" })}>
        {supportTab.cta.label} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </>
  );
}
