import FlaskConical from "lucide-react/icons/flask-conical";
import { Button } from "~/components/ui/button";

/** What the Protocol and Analysis tabs show before a method has been generated. */
export function MethodEmptyState({ what, onSetup }: { what: string; onSetup: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-subtle/60 px-6 py-12 text-center">
      <FlaskConical className="h-10 w-10 text-slate-300" aria-hidden />
      <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">Generate a method in Setup to see its {what} here.</p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onSetup}>
        Go to Setup
      </Button>
    </div>
  );
}
