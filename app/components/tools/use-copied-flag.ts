import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "~/tools/tool-messages";

/** A flag that turns true when `flag()` is called and back to false COPY_CONFIRMATION_MS (2 s) later. */
export function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = () => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };
  return [copied, flag] as const;
}
