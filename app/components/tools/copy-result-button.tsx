import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { COPY_RESULT_FAILED_TOAST, copiedToClipboardToast } from "~/tools/tool-messages";
import { useCopiedFlag } from "./use-copied-flag";

/** Copies a result's text; the button reads "Copied" for 2 seconds (spec §9) and a toast names what was copied. */
export function CopyResultButton({ text, label }: { text: string; label: string }) {
  const toast = useToast();
  const [copied, flagCopied] = useCopiedFlag();

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      flagCopied();
      toast(copiedToClipboardToast(label));
    } catch {
      toast(COPY_RESULT_FAILED_TOAST);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={copy}>
      {copied ? <Check className="h-4 w-4 text-success" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? "Copied" : "Copy result"}
    </Button>
  );
}
