import { clsx } from "clsx";
import X from "lucide-react/icons/x";
import { Toast } from "radix-ui";
import { TOAST_DURATION_MS, type ShownToast } from "~/lib/toasts";

/**
 * The toasts on screen, rendered with Radix Toast (live-region announcements, swipe right past
 * 50 px to dismiss, F8 focuses the viewport). Loaded with the first toast of a visit.
 */
export default function ToastList({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && onDismiss(t.id)}
          data-yields-to-overlays={t.yieldsToOverlays || undefined}
          className={clsx(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            t.yieldsToOverlays && "[[data-scroll-locked]_&]:invisible",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity",
            t.variant === "destructive" ? "border-red-700 bg-danger text-white" : "border-line bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Below the site header and the cart panel's title bar (and its close button), clear of the panel's
          main buttons at its foot, which a toast at the bottom covered on phones. */}
      <Toast.Viewport
        hotkey={["F8"]}
        className="fixed right-0 top-16 z-[100] flex max-h-[calc(100vh-4rem)] w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
