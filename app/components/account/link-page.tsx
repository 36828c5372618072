import type { ReactNode } from "react";

/** The narrow card of the pages a link from an e-mail opens (forgotten password, reset, confirmation). */
export function LinkPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white">
      <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {intro && <p className="mt-2 text-sm text-muted">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
