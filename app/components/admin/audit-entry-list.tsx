import History from "lucide-react/icons/history";
import { Badge } from "~/components/ui/badge";
import { AdminCardList } from "./admin-card-list";
import { formatAdminDateTime } from "~/lib/admin-format";
import { AUDIT_SUBJECT_LABELS, auditFieldChanges, type AuditEntryView, type AuditSubjectType } from "~/lib/audit-log-view";

export const NO_AUDIT_ENTRIES = "No entries match these filters.";

const subjectTypeLabel = (type: string) => AUDIT_SUBJECT_LABELS[type as AuditSubjectType] ?? type;

/** The entries, newest first: who, when, the subject, the action and each field's before → after. Text is rendered as text. */
export function AuditEntryList({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <AdminCardList items={entries} label="Audit entries, newest first" empty={NO_AUDIT_ENTRIES} icon={History}>
      {(entry) => <AuditEntryCard entry={entry} />}
    </AdminCardList>
  );
}

function AuditEntryCard({ entry }: { entry: AuditEntryView }) {
  const subject = entry.subjectLabel ?? entry.subjectId;
  const changes = auditFieldChanges(entry);
  return (
    <article
      className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
      aria-label={`${subjectTypeLabel(entry.subjectType)} ${subject}: ${entry.action}`}
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{subjectTypeLabel(entry.subjectType)}</Badge>
            <span className="break-all font-semibold text-ink">{subject}</span>
            <Badge variant="outline">{entry.action}</Badge>
          </p>
          {entry.subjectLabel && <p className="mt-1 break-all text-xs text-muted">id {entry.subjectId}</p>}
        </div>
        <p className="shrink-0 text-sm text-muted sm:text-right">
          <time dateTime={new Date(entry.at).toISOString()}>{formatAdminDateTime(entry.at)}</time>
          <br />
          <span className="break-all">by {entry.actorEmail ?? "the system"}</span>
        </p>
      </header>
      {changes.length > 0 && (
        <dl className="mt-3 grid gap-1.5 border-t border-line pt-3 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="grid gap-x-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="font-medium text-muted">{change.label}</dt>
              <dd className="min-w-0 break-words text-ink">
                {change.before !== null && (
                  <span className="text-muted line-through decoration-slate-400">
                    {change.after === null && <span className="sr-only">was </span>}
                    {change.before}
                  </span>
                )}
                {change.before !== null && change.after !== null && (
                  <>
                    <span aria-hidden> → </span>
                    <span className="sr-only"> changed to </span>
                  </>
                )}
                {change.after !== null && <span className="font-medium">{change.after}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
