import Search from "lucide-react/icons/search";
import { Form, Link } from "react-router";
import { controlClass } from "~/components/ui/field";
import { Button, buttonClass } from "~/components/ui/button";
import { AUDIT_SUBJECT_LABELS, AUDIT_SUBJECT_TYPES, KNOWN_AUDIT_ACTIONS } from "~/lib/audit-log-view";

/** The filters as typed (the URL's query), so that a refused value is shown as it was. */
export interface AuditFilterValues {
  subjectType: string;
  subject: string;
  actor: string;
  action: string;
}

/** A GET form: the filters live in the URL and work without JavaScript. */
export function AuditFilterForm({ values }: { values: AuditFilterValues }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-lg border border-line bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="grid gap-1.5">
        <label htmlFor="audit-subject-type" className="text-sm font-medium text-ink">
          Subject type
        </label>
        <select id="audit-subject-type" name="subjectType" defaultValue={values.subjectType} className={controlClass("select", false)}>
          <option value="">Any</option>
          {AUDIT_SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_SUBJECT_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <TextFilter id="audit-subject" name="subject" label="Subject" placeholder="E-mail, SKU, order number or id" value={values.subject} />
      <TextFilter id="audit-actor" name="actor" label="Changed by" placeholder="Admin's e-mail" value={values.actor} />
      <div className="grid gap-1.5">
        <label htmlFor="audit-action" className="text-sm font-medium text-ink">
          Action
        </label>
        <input
          id="audit-action"
          name="action"
          list="audit-actions"
          defaultValue={values.action}
          placeholder="e.g. price-changed"
          className={controlClass("input", false)}
        />
        <datalist id="audit-actions">
          {KNOWN_AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden /> Filter
        </Button>
        <Link to="/admin/audit" className={buttonClass({ variant: "outline" })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

function TextFilter({ id, name, label, placeholder, value }: { id: string; name: string; label: string; placeholder: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} name={name} type="search" defaultValue={value} placeholder={placeholder} className={controlClass("input", false)} />
    </div>
  );
}
