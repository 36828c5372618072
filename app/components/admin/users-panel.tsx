import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { formatAdminDate } from "~/lib/admin-format";
import { ADMIN_TOASTS, adminErrorMessage } from "~/lib/admin-messages";
import type { AdminUser } from "~/lib/admin-types";
import { userStatusActions, type UserStatusAction } from "~/lib/admin-user-status";
import { inShownOrder } from "~/lib/stable-order";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, EmptyTableRow, Td } from "./admin-table";
import { ConfirmDialog } from "./confirm-dialog";
import { ListFilter, PanelHeader } from "./panel-header";
import { UserStatusBadge } from "./status-badges";
import { useAdminRequest } from "./use-admin-request";

interface PendingChange {
  user: AdminUser;
  action: UserStatusAction;
}

const actionVariant = { Approve: "primary", Reject: "outline", Revoke: "outline" } as const;

const confirmTitle = { Approve: "Approve this account?", Reject: "Reject this access request?", Revoke: "Revoke this account's approval?" } as const;
const confirmText = {
  Approve: "will see prices and can order online, and will be told by e-mail.",
  Reject: "will be told by e-mail that the request was not approved. You can approve the account later.",
  Revoke: "will no longer see prices or order online and will be told by e-mail. You can approve the account later.",
} as const;

export function UsersPanel({ users }: { users: readonly AdminUser[] }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [changing, setChanging] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<PendingChange | null>(null);
  const [filter, setFilter] = useState("");

  // rows stay where they were while the admin works down the list (the server sorts pending first)
  const [shownIds, setShownIds] = useState(() => users.map((u) => u.id));
  const ordered = inShownOrder(shownIds, users);
  const orderedIds = ordered.map((u) => u.id);
  if (orderedIds.join() !== shownIds.join()) setShownIds(orderedIds);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? ordered.filter((u) => `${u.firstName} ${u.lastName} ${u.email} ${u.company} ${u.status}`.toLowerCase().includes(needle)) : ordered;
  const count = (status: AdminUser["status"]) => users.filter((u) => u.status === status).length;

  async function changeStatus({ user, action }: PendingChange) {
    setChanging(user.id);
    try {
      await send("PUT", `/api/users/${user.id}/status`, { status: action.status });
      toast(ADMIN_TOASTS.userStatusUpdated);
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: adminErrorMessage(error, ADMIN_TOASTS.userStatusFailed), variant: "destructive" });
    } finally {
      setChanging(null);
      setToConfirm(null);
    }
  }

  return (
    <section aria-labelledby="users-heading">
      <PanelHeader
        id="users-heading"
        title={`Users (${users.length})`}
        summary={`${count("pending")} pending approval · ${count("approved")} approved · ${count("rejected")} rejected`}
        actions={<ListFilter id="user-filter" label="Filter users by name, e-mail or company" placeholder="Filter users" value={filter} onChange={setFilter} />}
      />
      <AdminTable caption="Users" minWidth="min-w-[860px]">
        <AdminTableHead columns={["Name", "Email", "Company", "Status", "Registered", alignRight("Actions")]} />
        <tbody>
          {shown.length === 0 && <EmptyTableRow colSpan={6}>No users found</EmptyTableRow>}
          {shown.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <AdminTableRow key={user.id}>
                <Td className="min-w-40">
                  <div className="font-medium text-ink">{name}</div>
                  {user.title && <div className="text-xs text-muted">{user.title}</div>}
                </Td>
                <Td className="whitespace-nowrap">
                  <a href={`mailto:${user.email}`} className="text-primary hover:underline">
                    {user.email}
                  </a>
                  <div className="text-xs text-muted">{user.emailConfirmed ? "Address confirmed" : "Address not confirmed"}</div>
                  {user.phone && <div className="text-xs text-muted">{user.phone}</div>}
                </Td>
                <Td>{user.company}</Td>
                <Td>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <UserStatusBadge status={user.status} />
                    {user.role === "admin" && <Badge variant="outline">Admin</Badge>}
                  </div>
                </Td>
                <Td className="whitespace-nowrap text-muted">{formatAdminDate(user.createdAt)}</Td>
                <Td>
                  <div className="flex justify-end gap-1.5">
                    {user.role === "admin" ? (
                      <span className="text-xs text-muted">Set by configuration</span>
                    ) : (
                      [
                        <Link
                          key="terms"
                          to={`/admin/users/${user.id}/terms`}
                          className={buttonClass({ size: "sm", variant: "outline" })}
                          aria-label={`Terms of ${name}`}
                        >
                          Terms
                        </Link>,
                        ...userStatusActions[user.status].map((action) => (
                          <Button
                            key={action.label}
                            size="sm"
                            variant={actionVariant[action.label]}
                            className={action.label === "Approve" ? undefined : "text-danger!"}
                            disabled={changing !== null}
                            aria-label={`${action.label} ${name}`}
                            onClick={() => setToConfirm({ user, action })}
                          >
                            {changing === user.id && !toConfirm ? "Updating..." : action.label}
                          </Button>
                        )),
                      ]
                    )}
                  </div>
                </Td>
              </AdminTableRow>
            );
          })}
        </tbody>
      </AdminTable>

      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => !open && !busy && setToConfirm(null)}
        title={confirmTitle[toConfirm?.action.label ?? "Reject"]}
        description={
          <>
            <strong className="text-ink">
              {toConfirm?.user.firstName} {toConfirm?.user.lastName}
            </strong>{" "}
            ({toConfirm?.user.email}) {confirmText[toConfirm?.action.label ?? "Reject"]}
          </>
        }
        confirmLabel={busy ? "Updating..." : (toConfirm?.action.label ?? "Confirm")}
        cancelLabel="Keep as it is"
        tone={toConfirm?.action.label === "Approve" ? "primary" : "danger"}
        busy={busy}
        onConfirm={() => toConfirm && changeStatus(toConfirm)}
      />
    </section>
  );
}
