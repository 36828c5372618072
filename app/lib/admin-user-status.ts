import { z } from "~/lib/zod";

/** Account status of spec §3/§4 and what the admin can do with each (spec §4). */
export const USER_STATUSES = ["pending", "approved", "rejected"] as const;
export type UserStatusValue = (typeof USER_STATUSES)[number];

/** Body of PUT /api/users/{id}/status. */
export const userStatusChangeSchema = z.strictObject({
  status: z.enum(USER_STATUSES, { error: "Status must be pending, approved or rejected" }),
});

export interface UserStatusAction {
  label: "Approve" | "Reject" | "Revoke";
  status: UserStatusValue;
  /** every change e-mails the user and changes what they may do, so it is confirmed first */
  confirm: true;
}

/** Spec §4: pending → Approve | Reject, approved → Revoke (to rejected), rejected → Approve. */
export const userStatusActions: Record<UserStatusValue, UserStatusAction[]> = {
  pending: [
    { label: "Approve", status: "approved", confirm: true },
    { label: "Reject", status: "rejected", confirm: true },
  ],
  approved: [{ label: "Revoke", status: "rejected", confirm: true }],
  rejected: [{ label: "Approve", status: "approved", confirm: true }],
};
