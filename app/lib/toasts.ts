// The site's toasts as data: what a toast says (the UI shows it; the server words the toast a
// redirect leaves behind, server/http/flash-toast.ts) and spec §9's rules for showing them.

/** Spec §9: one toast at a time, 5000 ms, swipe right past 50 px, F8 focuses the viewport. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
/** Spec §9: a dismissed toast is removed from memory after this long (it is hidden at once). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /**
   * A confirmation that must not cover what the visitor opens next: hidden while a panel or menu
   * is open (Radix marks the body with data-scroll-locked), shown again if it is still due after.
   */
  yieldsToOverlays?: boolean;
}

export interface ShownToast extends ToastMessage {
  id: number;
  open: boolean;
}
