import BookOpenText from "lucide-react/icons/book-open-text";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { buttonClass } from "~/components/ui/button";
import { type LibraryGroup, libraryIntro } from "~/content/documentation";
import {
  type DocumentFileInfo,
  type DocumentSearchHit,
  documentDownloadHref,
  documentFileName,
  documentReadHref,
  formatFileSize,
  formatPageCount,
} from "~/lib/document-files";
import { IconTile } from "../icon-tile";
import { PageSection } from "../page-section";
import { UnbrokenTerms } from "../unbroken-terms";

/** Where a search found a document, the found words marked. */
function Snippet({ hit }: { hit: DocumentSearchHit }) {
  if (!hit.snippet) return null;
  return (
    <p className="mt-2 border-l-2 border-teal-300 pl-3 text-sm leading-6 text-muted">
      <span className="sr-only">Found in the text: </span>
      {hit.snippet.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * Four groups of four documents. Each is a PDF the server generates (decision 026): its version,
 * page count and size as measured on the file, Read opens it in the browser, Download saves it.
 */
export function DocumentLibrary({
  groups,
  files,
  hits,
  busy,
  emptyState,
}: {
  groups: readonly LibraryGroup[];
  files: ReadonlyMap<string, DocumentFileInfo>;
  /** The search's hits by slug, with their snippets; absent when not searching. */
  hits?: ReadonlyMap<string, DocumentSearchHit>;
  /** A newer search is on its way. */
  busy: boolean;
  emptyState: React.ReactNode;
}) {
  return (
    <PageSection id="library" background="subtle" eyebrow="Downloads" title={libraryIntro.title} intro={libraryIntro.intro}>
      {groups.length === 0 ? (
        emptyState
      ) : (
        <div className={`grid gap-6 transition-opacity lg:grid-cols-2 ${busy ? "opacity-60" : ""}`} aria-busy={busy}>
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
                {group.documents.map((doc) => {
                  const file = files.get(doc.id);
                  const hit = hits?.get(doc.id);
                  return (
                    <li key={doc.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:px-6">
                      <div className="flex min-w-0 gap-3">
                        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
                        <div className="min-w-0">
                          <p className="font-medium leading-6 text-ink">
                            <UnbrokenTerms text={doc.name} />
                          </p>
                          <p className="mt-0.5 text-sm text-muted">
                            <span className="font-mono">{doc.version}</span> · {doc.format}
                            {file && (
                              <>
                                {" "}
                                · {formatPageCount(file.pageCount)} · {formatFileSize(file.sizeBytes)}
                              </>
                            )}
                          </p>
                          {hit && <Snippet hit={hit} />}
                        </div>
                      </div>
                      <div className="ml-8 flex shrink-0 gap-2 sm:ml-0">
                        <a href={documentReadHref(doc.id)} target="_blank" rel="noopener" className={buttonClass({ variant: "ghost", size: "sm" })}>
                          <BookOpenText className="h-4 w-4" aria-hidden /> Read<span className="sr-only"> {doc.name} (PDF, opens in a new tab)</span>
                        </a>
                        <a
                          href={documentDownloadHref(doc.id)}
                          download={documentFileName(doc.id, doc.version)}
                          className={buttonClass({ variant: "outline", size: "sm" })}
                        >
                          <Download className="h-4 w-4" aria-hidden /> Download
                          <span className="sr-only">
                            {" "}
                            {doc.name} (PDF{file ? `, ${formatFileSize(file.sizeBytes)}` : ""})
                          </span>
                        </a>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PageSection>
  );
}
