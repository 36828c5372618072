import Check from "lucide-react/icons/check";
import Link2 from "lucide-react/icons/link-2";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { COPY_LINK_FAILED_TOAST, toolLinkCopiedToast } from "~/tools/tool-messages";
import { absoluteToolLink } from "./tool-permalink";
import { useCopiedFlag } from "./use-copied-flag";

/**
 * "Copy link": puts the tool's permalink (`search` from toolLinkSearch) on the clipboard. Disabled
 * until there is something to link. `toolName` makes the accessible name say whose link it is.
 */
export function CopyLinkButton({ search, toolName }: { search: string | null; toolName: string }) {
  const toast = useToast();
  const [copied, flagCopied] = useCopiedFlag();

  async function copy() {
    if (search === null) return;
    try {
      await navigator.clipboard.writeText(absoluteToolLink(search));
      flagCopied();
      toast(toolLinkCopiedToast(toolName));
    } catch {
      toast(COPY_LINK_FAILED_TOAST);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={copy} disabled={search === null} aria-label={`Copy link to this ${toolName} calculation`}>
      {copied ? <Check className="h-4 w-4 text-success" aria-hidden /> : <Link2 className="h-4 w-4" aria-hidden />}
      {copied ? "Copied" : "Copy link"}
    </Button>
  );
}
