import { applicationsTab } from "~/content/agilent-platform";
import { IconTile } from "../icon-tile";
import { UnbrokenTerms } from "../unbroken-terms";
import { PanelHeading } from "./panel-heading";

export function ApplicationsPanel() {
  return (
    <>
      <PanelHeading title={applicationsTab.title} intro={applicationsTab.intro} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {applicationsTab.items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-xl border border-line bg-white p-6 shadow-sm">
            <IconTile name={item.icon} />
            <div>
              <h4 className="text-lg font-semibold text-ink">
                <UnbrokenTerms text={item.title} />
              </h4>
              <p className="mt-1 leading-7 text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
