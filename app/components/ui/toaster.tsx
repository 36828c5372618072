import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ShownToast, type ToastMessage } from "~/lib/toasts";

type ToastListComponent = ComponentType<{ toasts: ShownToast[]; onDismiss: (id: number) => void }>;

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
