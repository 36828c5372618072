import FileCheck2 from "lucide-react/icons/file-check-corner";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { type ValidatedProtocol, validatedProtocols } from "~/content/biosummit";
import { PageSection } from "../page-section";
import { UnbrokenTerms } from "../unbroken-terms";

const badgeVariants: Record<ValidatedProtocol["badge"], BadgeVariant> = {
  Validated: "success",
  Beta: "secondary",
  "In Development": "outline",
};

export function ValidatedProtocols() {
  return (
    <PageSection id="protocols" eyebrow="Ready-Made Methods" title={validatedProtocols.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {validatedProtocols.items.map((protocol) => (
          <li key={protocol.title} className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <FileCheck2 className="h-6 w-6 text-primary" aria-hidden />
              <Badge variant={badgeVariants[protocol.badge]}>{protocol.badge}</Badge>
            </div>
            <h3 className="mt-4 text-lg font-semibold leading-snug text-ink">
              <UnbrokenTerms text={protocol.title} />
            </h3>
            <p className="mt-2 leading-7 text-muted">{protocol.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
