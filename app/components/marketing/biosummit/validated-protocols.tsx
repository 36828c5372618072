import FileCheck2 from "lucide-react/icons/file-check-corner";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { type ValidatedProtocol, validatedProtocols } from "~/content/biosummit";
import { PageSection } from "../page-section";
import { TextCard } from "../text-card";

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
          <TextCard
            key={protocol.title}
            lead={
              <div className="flex items-start justify-between gap-3">
                <FileCheck2 className="h-6 w-6 text-primary" aria-hidden />
                <Badge variant={badgeVariants[protocol.badge]}>{protocol.badge}</Badge>
              </div>
            }
            title={protocol.title}
            text={protocol.text}
          />
        ))}
      </ul>
    </PageSection>
  );
}
