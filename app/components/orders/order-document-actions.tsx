import FileDown from "lucide-react/icons/file-down";
import Printer from "lucide-react/icons/printer";
import { Button, buttonClass } from "~/components/ui/button";

/** An order's own copy: its PDF (`pdfHref`) and the browser's print of the page. */
export function OrderDocumentActions({ pdfHref }: { pdfHref: string }) {
  return (
    <>
      <a href={pdfHref} className={buttonClass({ variant: "outline" })}>
        <FileDown className="h-4 w-4" aria-hidden /> PDF
      </a>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer className="h-4 w-4" aria-hidden /> Print
      </Button>
    </>
  );
}
