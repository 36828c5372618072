import type { Brand } from "~/content/brand";
import type { DocumentBlock, DocumentContent } from "./document-model";
import type { DocumentHeading } from "./render-document-pdf";
import { toPdfText } from "./pdf-text";

function blockText(block: DocumentBlock): string[] {
  switch (block.kind) {
    case "paragraph":
    case "subheading":
    case "notice":
      return [block.text];
    case "bullets":
    case "steps":
      return [...block.items];
    case "table":
      return [block.caption ?? "", block.columns.join(" "), ...block.rows.map((row) => row.join(" "))];
    case "facts":
      return [block.caption ?? "", ...block.rows.map(([label, value]) => `${label} ${value}`)];
    case "listing":
      return [block.caption ?? "", block.text];
  }
}

/**
 * The words a reader sees in a document's PDF, as one text for the documentation search: the same
 * title, summary, sections and revision history the renderer draws (render-document-pdf.ts), with
 * the same character substitutions, one paragraph a line.
 */
export function documentText(brand: Brand, heading: DocumentHeading, content: DocumentContent): string {
  const lines = [
    heading.name,
    content.kind,
    heading.groupTitle,
    heading.version,
    "PDF",
    content.code,
    content.summary,
    ...content.sections(brand).flatMap((section) => [section.title, ...section.blocks.flatMap(blockText)]),
    ...content.revisions.map((r) => `${r.version} ${r.date} ${r.changes}`),
  ];
  return lines
    .filter((line) => line.trim() !== "")
    .map((line) => toPdfText(line).replace(/\s+/g, " ").trim())
    .join("\n");
}
