import Check from "lucide-react/icons/check";
import FileJson from "lucide-react/icons/file-braces";
import FileText from "lucide-react/icons/file-text";
import Link2 from "lucide-react/icons/link-2";
import Mail from "lucide-react/icons/mail";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import { Button, buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { exportFileName, JSON_MIME_TYPE, methodToJson, methodToTextProtocol, TEXT_MIME_TYPE } from "~/tools/cr3520-export";
import { NO_METHOD_TITLE } from "~/tools/cr3520-messages";
import { type GeneratedMethod, requireMethod } from "~/tools/cr3520-method";
import { methodMailtoUrl, methodShareUrl } from "~/tools/cr3520-sharing";
import { COPY_LINK_FAILED_TOAST, LINK_COPIED_TOAST, methodExportedToast } from "~/tools/tool-messages";
import { toolError, type ToolError } from "~/tools/tool-result";

const NO_METHOD_QUOTE_MESSAGE = "Please generate a method first before requesting a quote.";
import { downloadTextFile } from "./download-text-file";
import { useCopiedFlag } from "./use-copied-flag";

/**
 * Export (JSON file, text protocol) and share (e-mail, link) of the generated method. Without a
 * method each action reports 'No Method Generated' through onError.
 */
export function MethodActions({
  method,
  onError,
  onQuote,
}: {
  method: GeneratedMethod | null;
  onError: (error: ToolError | null) => void;
  /** "Quote this method": shows the quote request for the method's products */
  onQuote?: () => void;
}) {
  const toast = useToast();
  const [linkCopied, flagLinkCopied] = useCopiedFlag();

  function exportAs(format: "json" | "txt") {
    const checked = requireMethod(method, "export");
    if (!checked.ok) return onError(checked);
    const content = format === "json" ? methodToJson(checked.method) : methodToTextProtocol(checked.method);
    const fileName = exportFileName(checked.method.projectName, new Date(), format);
    downloadTextFile(fileName, content, format === "json" ? JSON_MIME_TYPE : TEXT_MIME_TYPE);
    onError(null);
    toast(methodExportedToast(format));
  }

  async function copyLink() {
    const checked = requireMethod(method, "share");
    if (!checked.ok) return onError(checked);
    onError(null);
    try {
      await navigator.clipboard.writeText(methodShareUrl(window.location.origin, checked.method.params));
      flagLinkCopied();
      toast(LINK_COPIED_TOAST);
    } catch {
      toast(COPY_LINK_FAILED_TOAST);
    }
  }

  function quote() {
    const checked = requireMethod(method, "export");
    if (!checked.ok) return onError(toolError(NO_METHOD_TITLE, NO_METHOD_QUOTE_MESSAGE));
    onError(null);
    onQuote?.();
  }

  function reportNoMethodToShare() {
    const checked = requireMethod(method, "share");
    if (!checked.ok) onError(checked);
  }

  const actionClass = buttonClass({ variant: "outline", size: "sm" });
  return (
    <div role="group" aria-label="Export and share the method" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap xl:shrink-0 xl:flex-nowrap">
      <Button variant="outline" size="sm" onClick={() => exportAs("json")}>
        <FileJson className="hidden h-4 w-4 sm:block" aria-hidden /> Export JSON
      </Button>
      <Button variant="outline" size="sm" onClick={() => exportAs("txt")}>
        <FileText className="hidden h-4 w-4 sm:block" aria-hidden /> Export protocol
      </Button>
      {method ? (
        <a href={methodMailtoUrl(method, methodShareUrl(window.location.origin, method.params))} className={actionClass} onClick={() => onError(null)}>
          <Mail className="hidden h-4 w-4 sm:block" aria-hidden /> Share by e-mail
        </a>
      ) : (
        <Button variant="outline" size="sm" onClick={reportNoMethodToShare}>
          <Mail className="hidden h-4 w-4 sm:block" aria-hidden /> Share by e-mail
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={copyLink}>
        {linkCopied ? <Check className="hidden h-4 w-4 text-success sm:block" aria-hidden /> : <Link2 className="hidden h-4 w-4 sm:block" aria-hidden />}
        {linkCopied ? "Link copied" : "Copy share link"}
      </Button>
      {onQuote && (
        <Button variant="outline" size="sm" onClick={quote}>
          <MessageSquareQuote className="hidden h-4 w-4 sm:block" aria-hidden /> Quote this method
        </Button>
      )}
    </div>
  );
}
