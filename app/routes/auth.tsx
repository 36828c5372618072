import { getFormProps } from "@conform-to/react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { Field, FormMessage } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { useValidatedForm, type ValidatedFormOptions } from "~/components/ui/use-validated-form";
import { loginFields, loginSchema, PASSWORD_MIN_LENGTH, registrationFields, registrationFieldsSchema } from "~/lib/auth-schemas";
import { formFields, parseForm } from "~/lib/form-validation";
import { formIntent, isUnknownAction, unknownAction } from "~/lib/form-intent";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { pageMeta } from "~/lib/seo";
import { useBrand } from "~/lib/use-root-data";
import { LOGIN_FAILED_TITLE, REGISTRATION_FAILED_TITLE, REGISTRATION_TOAST } from "~/lib/auth-messages";
import { type AuthActionData, handleLogin, handleRegister } from "./auth.server";
import type { Route } from "./+types/auth";

/** Spec §2: after a registration request the screen returns to the Sign In tab after 1 second. */
export const SWITCH_TO_SIGN_IN_DELAY_MS = 1000;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Sign In", description: "Sign in to see prices and order online, or request an account for your laboratory." });

export async function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect(context.user.role === "admin" ? "/admin" : "/products");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formIntent(form, ["login", "register"]);
  if (!intent) return unknownAction();
  return intent === "register" ? handleRegister(context, form) : handleLogin(request, context, form);
}

type Tab = "sign-in" | "request-access";

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  const brand = useBrand();
  const toast = useToast();
  const [tab, setTab] = useState<Tab>(location.pathname === "/register" ? "request-access" : "sign-in");
  const result = actionData as AuthActionData | undefined;
  // A failed sign-in or request shows its own tab again, decided while rendering the new result.
  const [shownResult, setShownResult] = useState<AuthActionData | undefined>(undefined);
  if (result !== shownResult) {
    setShownResult(result);
    if (result && "message" in result && !isUnknownAction(result)) setTab(result.intent === "login" ? "sign-in" : "request-access");
  }

  useEffect(() => {
    if (!result || isUnknownAction(result)) return;
    if (result.intent === "register" && "ok" in result) {
      toast(REGISTRATION_TOAST);
      const timer = setTimeout(() => setTab("sign-in"), SWITCH_TO_SIGN_IN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if ("message" in result) {
      toast({ title: result.intent === "login" ? LOGIN_FAILED_TITLE : REGISTRATION_FAILED_TITLE, description: result.message, variant: "destructive" });
    }
  }, [result, toast]);

  return (
    <div className="bg-gradient-to-b from-primary-soft to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-start lg:py-20 lg:px-8">
        <section className="lg:pt-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Sign in to {brand.companyName}</h1>
          <p className="mt-4 max-w-md text-muted">
            Approved laboratory accounts see prices and can order online. New here? Request access and our team reviews your account, usually within one
            business day.
          </p>
          <ul className="mt-6 space-y-2 text-sm text-slate-700">
            <li>• Prices for instruments, ion sources, capillaries and reagent kits</li>
            <li>• Online ordering with payment arranged offline</li>
            <li>• Quotes for price-on-request systems and services</li>
          </ul>
          <noscript>
            <p className="mt-6 rounded-md border border-line bg-white p-3 text-sm">Both forms work without JavaScript.</p>
          </noscript>
        </section>
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <UnknownActionMessage actionData={actionData} />
          <Tabs.List aria-label="Sign in or request access" className="grid grid-cols-2 rounded-lg bg-subtle p-1">
            <Tabs.Trigger
              value="sign-in"
              className="rounded-md px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger
              value="request-access"
              className="rounded-md px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              Request Access
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in" className="mt-6 outline-none">
            <SignInForm result={result?.intent === "login" ? result : undefined} />
          </Tabs.Content>
          <Tabs.Content value="request-access" className="mt-6 outline-none">
            <RequestAccessForm result={result?.intent === "register" ? result : undefined} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}

// each tab's form: its id, and the title of the toast of a refused submit (read when the form draws,
// not when this module loads: the module with the titles may not have run yet)
const authForm = (intent: "login" | "register") =>
  intent === "login" ? { id: "sign-in", invalidTitle: LOGIN_FAILED_TITLE } : { id: "request-access", invalidTitle: REGISTRATION_FAILED_TITLE };

/**
 * A tab's form, checked in the browser as the action checks it: a refused submit toasts as the
 * server's answer would, and the server's last answer marks the fields. `submitting` while this
 * form's intent is on its way.
 */
function useAuthForm<Schema extends Record<string, unknown>, Value>(
  intent: "login" | "register",
  result: AuthActionData | undefined,
  validate: ValidatedFormOptions<Schema, Value>["validate"],
) {
  const { id, invalidTitle } = authForm(intent);
  const navigation = useNavigation();
  const toast = useToast();
  const [form, fields] = useValidatedForm<Schema, Value>({
    id,
    lastResult: result && "result" in result ? result.result : undefined,
    validate,
    onInvalidSubmit: (message) => toast({ title: invalidTitle, description: message, variant: "destructive" }),
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { form, fields, submitting };
}

function SignInForm({ result }: { result?: AuthActionData }) {
  const { form, fields, submitting } = useAuthForm("login", result, (formData) => parseForm(formFields(formData, loginFields), loginSchema));
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="login" />
      <FormMessage message={result && "message" in result ? result.message : undefined} />
      <Field field={fields.email} id="field-email" label="Email" type="email" autoComplete="email" required />
      <Field field={fields.password} id="field-password" label="Password" type="password" autoComplete="current-password" required />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? "Signing In..." : "Sign In"}
      </Button>
      <p className="text-center text-sm text-muted">
        <Link to="/forgot-password" className="font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </p>
    </Form>
  );
}

function RequestAccessForm({ result }: { result?: AuthActionData }) {
  const done = result && "ok" in result;
  // the check against common passwords is the server's alone (its list stays out of the browser)
  const { form, fields, submitting } = useAuthForm("register", result, (formData) =>
    parseForm(formFields(formData, registrationFields), registrationFieldsSchema),
  );
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)} key={done ? "sent" : "form"}>
      <input type="hidden" name="intent" value="register" />
      {done && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success">
          {REGISTRATION_TOAST.description}
        </p>
      )}
      <FormMessage message={result && "message" in result ? result.message : undefined} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.firstName} id="field-firstName" label="First name" autoComplete="given-name" required />
        <Field field={fields.lastName} id="field-lastName" label="Last name" autoComplete="family-name" required />
      </div>
      <Field field={fields.email} id="register-email" label="Work email" type="email" autoComplete="email" required />
      <Field field={fields.company} id="field-company" label="Company or institution" autoComplete="organization" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.title} id="field-title" label="Job title (optional)" autoComplete="organization-title" />
        <Field field={fields.phone} id="field-phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      </div>
      <Field
        field={fields.password}
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? "Submitting..." : "Request Access"}
      </Button>
    </Form>
  );
}
