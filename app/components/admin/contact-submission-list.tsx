import Inbox from "lucide-react/icons/inbox";
import Reply from "lucide-react/icons/reply";
import { Badge } from "~/components/ui/badge";
import { Detail } from "~/components/ui/detail";
import { AdminCardList } from "./admin-card-list";
import { buttonClass } from "~/components/ui/button";
import { interestAreas } from "~/content/contact-page";
import { formatAdminDateTime } from "~/lib/admin-format";
import type { ContactSubmission } from "~/lib/admin-types";

const interestLabel = new Map(interestAreas.map((area) => [area.value as string, area.label]));

// a visitor's long words and addresses wrap inside the card
const WRAPPED_VALUE = "mt-1 break-words text-ink";

export const NO_SUBMISSIONS = "No contact submissions yet.";
export const LOADING_SUBMISSIONS = "Loading contact submissions...";

/** Every submission with all its fields, newest first. User text is rendered as text (React escapes it). */
export function ContactSubmissionList({ submissions }: { submissions: readonly ContactSubmission[] }) {
  return (
    <AdminCardList items={submissions} label="Contact submissions, newest first" empty={NO_SUBMISSIONS} icon={Inbox} listClassName="grid gap-4">
      {(submission) => <SubmissionCard submission={submission} />}
    </AdminCardList>
  );
}

function SubmissionCard({ submission }: { submission: ContactSubmission }) {
  const name = `${submission.firstName} ${submission.lastName}`;
  const area = submission.interestArea ? (interestLabel.get(submission.interestArea) ?? submission.interestArea) : null;
  const reply = `mailto:${submission.email}?subject=${encodeURIComponent("Re: your inquiry")}`;
  return (
    <article className="rounded-lg border border-line bg-white p-5 shadow-sm" aria-label={`Message from ${name}`}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-ink">{name}</h2>
          <p className="mt-0.5 text-sm text-muted">
            <time dateTime={new Date(submission.createdAt).toISOString()}>{formatAdminDateTime(submission.createdAt)}</time>
          </p>
        </div>
        <a href={reply} className={buttonClass({ variant: "outline", size: "sm", className: "self-start" })}>
          <Reply className="h-4 w-4" aria-hidden /> Reply
        </a>
      </header>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Detail valueClassName={WRAPPED_VALUE} label="Email">
          <a href={`mailto:${submission.email}`} className="break-all text-primary hover:underline">
            {submission.email}
          </a>
        </Detail>
        <Detail valueClassName={WRAPPED_VALUE} label="Company">
          {submission.company ?? "—"}
        </Detail>
        <Detail valueClassName={WRAPPED_VALUE} label="Interest area">
          {area ? <Badge variant="secondary">{area}</Badge> : "—"}
        </Detail>
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Message</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-ink">{submission.message}</p>
      </div>
    </article>
  );
}
