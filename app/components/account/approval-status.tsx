import type { ApprovalStatus } from "~/lib/approval-schemas";
import { formatCents } from "~/lib/price";

const LABELS: Record<ApprovalStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900" },
  approved: { label: "Approved", className: "bg-green-100 text-green-900" },
  rejected: { label: "Rejected", className: "bg-red-100 text-red-900" },
  cancelled: { label: "Cancelled", className: "bg-slate-100 text-slate-800" },
};

/** An order request's status as a badge ("Pending", "Approved", "Rejected", "Cancelled"). */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { label, className } = LABELS[status];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{label}</span>;
}

/** "320.00" (the API's decimal dollars) as $320.00. */
export const moneyText = (decimal: string) => formatCents(Math.round(Number(decimal) * 100));

export const approvalDate = (when: Date | string) =>
  new Date(when).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
