import type { ReactNode } from "react";
import { CopyLinkButton } from "./copy-link-button";
import { CopyResultButton } from "./copy-result-button";

/** A result's buttons: copy it as text, any the tool adds (a download), then copy its permalink. */
export function ResultCopyActions({
  text,
  label,
  linkSearch,
  toolName,
  className = "flex flex-wrap gap-2",
  children,
}: {
  /** the result as text, and what the copy button names it */
  text: string;
  label: string;
  /** the permalink's query, and the tool's name as the link button says it */
  linkSearch: string | null;
  toolName: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <CopyResultButton text={text} label={label} />
      {children}
      <CopyLinkButton search={linkSearch} toolName={toolName} />
    </div>
  );
}
