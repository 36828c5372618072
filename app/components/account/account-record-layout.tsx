import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountNav } from "./account-nav";

/** One record of the buyer's account (an order, a quote): the account's menu, the way back to its list, then the record. */
export function AccountRecordLayout({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-6 print:hidden">
        <AccountNav />
      </div>
      <nav className="mb-6 text-sm print:hidden">
        <Link to={back.to} className="text-primary hover:underline">
          ← {back.label}
        </Link>
      </nav>
      {children}
    </div>
  );
}
