import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { buttonClass } from "~/components/ui/button";
import { documentRequestHref, type LibraryGroup, libraryIntro, libraryTitle } from "~/content/documentation";
import { useBrand } from "~/lib/use-root-data";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";
import { UnbrokenTerms } from "../unbroken-terms";

/** Four groups of four documents; each document is requested from support by e-mail (decisions.md). */
export function DocumentLibrary({ groups, emptyState }: { groups: readonly LibraryGroup[]; emptyState: React.ReactNode }) {
  const brand = useBrand();
  return (
    <PageSection id="library" background="subtle" eyebrow="Downloads" title={libraryTitle} intro={libraryIntro}>
      {groups.length === 0 ? (
        emptyState
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {groups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-heading`}
              className="scroll-mt-20 rounded-xl border border-line bg-white shadow-sm"
            >
              <div className="flex items-center gap-4 border-b border-line p-5 sm:p-6">
                <IconTile name={group.icon} />
                <div>
                  <h3 id={`${group.id}-heading`} className="text-lg font-semibold text-ink">
                    {group.title}
                  </h3>
                  <p className="text-sm text-muted">
                    {group.documents.length} {group.documents.length === 1 ? "document" : "documents"}
                  </p>
                </div>
              </div>
              <ul className="divide-y divide-line">
                {group.documents.map((doc) => (
                  <li key={doc.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
                    <div className="flex min-w-0 gap-3">
                      <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
                      <div className="min-w-0">
                        <p className="font-medium leading-6 text-ink">
                          <UnbrokenTerms text={doc.name} />
                        </p>
                        <p className="mt-0.5 text-sm text-muted">
                          <span className="font-mono">{doc.version}</span> · {doc.format} · {doc.size}
                        </p>
                      </div>
                    </div>
                    <a
                      href={documentRequestHref(brand, doc)}
                      className={buttonClass({ variant: "outline", size: "sm", className: "ml-8 shrink-0 self-start sm:ml-0 sm:self-auto" })}
                    >
                      <Download className="h-4 w-4" aria-hidden /> Request PDF<span className="sr-only">: {doc.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PageSection>
  );
}
