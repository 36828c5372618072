import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";

type ToastListComponent = ComponentType<{ toasts: ShownToast[]; onDismiss: (id: number) => void }>;

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

type ShowToast = (message: ToastMessage) => void;
const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Radix Toast's code arrives with the first toast; once there it stays (its viewport owns F8).
  // Loaded by hand rather than with lazy(): React may hold a Suspense reveal back for 300 ms.
  const [ToastList, setToastList] = useState<ToastListComponent | null>(null);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (wanted && !ToastList) void import("./toast-list").then((m) => setToastList(() => m.default));
  }, [wanted, ToastList]);
  const show = useCallback<ShowToast>((message) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [{ ...message, id, open: true }, ...current].slice(0, TOAST_LIMIT));
  }, []);
  const dismiss = (id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
  };
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {ToastList && <ToastList toasts={toasts} onDismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
