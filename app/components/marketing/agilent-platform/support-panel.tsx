import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { supportTab } from "~/content/agilent-platform";
import { CheckList } from "../check-list";
import { PanelHeading } from "./panel-heading";

/** Support services; the contacts themselves are always visible under the tabs (SupportContacts). */
export function SupportPanel() {
  return (
    <>
      <PanelHeading title={supportTab.title} intro={supportTab.intro} />
      <CheckList
        items={supportTab.services}
        className="mt-8 grid gap-4 sm:grid-cols-2"
        itemClassName="flex gap-3 rounded-xl border border-line bg-white p-5 text-ink shadow-sm"
      />
      <Link to={supportTab.cta.href} prefetch="intent" className={buttonClass({ size: "lg", className: "mt-8" })}>
        {supportTab.cta.label} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </>
  );
}
