import type { ReactNode } from "react";
import type { ToolEntry } from "./tool-catalog";
import { toolHeadingId } from "./tool-focus";

/**
 * The frame of one tool: its name (h2), what it does, optional actions, then the tool itself. The
 * heading takes focus when a link from another tool lands here (tool-focus.ts).
 */
export function ToolCard({ tool, actions, children }: { tool: ToolEntry; actions?: ReactNode; children: ReactNode }) {
  const Icon = tool.icon;
  return (
    <article className="scroll-mt-20 rounded-2xl border border-line bg-white shadow-sm">
      <header className="flex flex-col gap-4 border-b border-line px-4 py-5 sm:px-8 xl:flex-row xl:items-center xl:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 id={toolHeadingId(tool.id)} tabIndex={-1} className="text-xl font-bold tracking-tight text-ink outline-none sm:text-2xl">
              {tool.name}
            </h2>
            <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">{tool.summary}</p>
          </div>
        </div>
        {actions}
      </header>
      <div className="px-4 py-6 sm:px-8 sm:py-8">{children}</div>
    </article>
  );
}

/** Form on the left, result on the right from the large breakpoint; stacked on phones. */
export function ToolColumns({ form, result }: { form: ReactNode; result: ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
      <div className="min-w-0">{form}</div>
      <div className="min-w-0">{result}</div>
    </div>
  );
}
