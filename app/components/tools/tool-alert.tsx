import { clsx } from "clsx";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";

/**
 * An inline message under a tool's form: errors (validation, 'No Method Generated') are announced
 * at once (role="alert"); warnings about a valid result are announced politely (role="status").
 */
export function ToolAlert({ title, message, tone = "error" }: { title: string; message: string; tone?: "error" | "warning" }) {
  const Icon = tone === "error" ? CircleAlert : TriangleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "flex gap-3 rounded-lg border p-4 text-sm",
        tone === "error" ? "border-red-200 bg-danger-soft text-red-900" : "border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      <Icon className={clsx("mt-0.5 h-5 w-5 shrink-0", tone === "error" ? "text-danger" : "text-amber-600")} aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 leading-relaxed">{message}</p>
      </div>
    </div>
  );
}
