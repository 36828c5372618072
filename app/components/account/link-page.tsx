import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

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

/**
 * Opening an e-mailed link shows the address and one button: the errand is done by a POST, so a
 * mail scanner that follows links does nothing (works without JavaScript).
 */
export function LinkPageConfirm({
  title,
  intro,
  email,
  token,
  submitLabel,
}: {
  title: string;
  intro: string;
  email: string | null;
  token: string;
  submitLabel: string;
}) {
  return (
    <LinkPage title={title} intro={intro}>
      <p className="break-all font-semibold">{email}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" className="w-full">
          {submitLabel}
        </Button>
      </Form>
    </LinkPage>
  );
}

/**
 * How an e-mailed link's errand ended: the address it was about (when known), one message (a
 * status, an alert, or plain text when the page only opened) and the one way on.
 */
export function LinkPageOutcome({
  title,
  email,
  message,
  role,
  success = false,
  next,
  outline = false,
}: {
  title: string;
  email?: string | null;
  message: ReactNode;
  role?: "status" | "alert";
  /** a boxed green message (a finished change the reader must not miss) */
  success?: boolean;
  next: { to: string; label: string };
  outline?: boolean;
}) {
  const messageClass = success
    ? "rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success"
    : email === undefined
      ? "text-sm text-slate-700"
      : "mt-2 text-sm text-slate-700";
  return (
    <LinkPage title={title}>
      {email !== undefined && <p className="break-all font-semibold">{email}</p>}
      <p role={role} className={messageClass}>
        {message}
      </p>
      <Link to={next.to} className={buttonClass({ variant: outline ? "outline" : "primary", className: "mt-6 w-full" })}>
        {next.label}
      </Link>
    </LinkPage>
  );
}
