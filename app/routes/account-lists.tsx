import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { useCartCommands } from "~/components/cart/cart-provider";
import { readStoredCartSessionId, storeCart } from "~/lib/cart-session";
import { useViewer } from "~/lib/use-root-data";
import { AccountForm, type AccountFormResult } from "~/components/account/account-form";
import { AccountPage, Panel } from "~/components/account/account-nav";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { UnknownActionMessage } from "~/components/ui/unknown-action";
import { listLinesText, sharedListFormSchema } from "~/lib/shared-list-schemas";
import { privatePageMeta } from "~/lib/seo";
import { PRIVATE_PAGE_HEADERS } from "./account.server";
import { loadSharedLists, sharedListsAction } from "./account-lists.server";
import type { Route } from "./+types/account-lists";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, { title: "Shared lists", description: "Your organisation's shared lists." });

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export function loader({ context }: Route.LoaderArgs) {
  return loadSharedLists(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return sharedListsAction(request, context);
}

type SharedList = Route.ComponentProps["loaderData"]["lists"][number];

const LINES_HINT = "One line per product: SKU, quantity (as in quick order).";
const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** After "Add to cart": the browser follows the account's cart (docs/decisions/016) and shows what was added. */
function useFollowCart(cartSessionId: string | undefined) {
  const cart = useCartCommands();
  const viewer = useViewer();
  useEffect(() => {
    if (!cartSessionId || !viewer) return;
    if (readStoredCartSessionId() !== cartSessionId) storeCart({ id: cartSessionId, owner: viewer.id, empty: false });
    void cart.refresh();
  }, [cartSessionId, viewer, cart]);
}

export default function SharedListsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as (AccountFormResult & { cartSessionId?: string }) | undefined;
  useFollowCart(result?.cartSessionId);
  const { lists, inOrganisation } = loaderData;
  // the answers of the buttons without a form of their own (add to cart, delete, the cart panel's form), above the lists
  // (and an edit's success: its form is folded away again)
  const shown =
    result && (["cart", "delete", "save-cart"].includes(result.intent) || (result.intent === "edit" && result.result.status !== "error")) ? result : undefined;
  const shownError = shown?.result.status === "error" ? shown.result.error?.[""]?.[0] : undefined;
  return (
    <AccountPage title="Shared lists">
      <UnknownActionMessage actionData={actionData} />
      {shown?.message && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-success">
          {shown.message}
        </p>
      )}
      {shownError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger">
          {shownError}
        </p>
      )}
      {!inOrganisation ? (
        <p className="text-sm text-muted">Shared lists belong to an organisation; you are not a member of one.</p>
      ) : (
        <>
          {lists.length === 0 && <p className="text-sm text-muted">Your organisation has no shared list yet.</p>}
          {lists.map((list) => (
            <ListCard key={list.id} list={list} actionData={result} />
          ))}
          <Panel title="New list" description="Everyone in your organisation sees it and can add it to their cart.">
            <ListForm intent="create" actionData={result} />
          </Panel>
        </>
      )}
    </AccountPage>
  );
}

function ListCard({ list, actionData }: { list: SharedList; actionData?: AccountFormResult }) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "cart" && navigation.formData?.get("id") === list.id;
  return (
    <section className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6" aria-label={`List ${list.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold">{list.name}</h2>
          <p className="text-sm text-muted">
            {list.createdBy ? `By ${list.createdBy.name}` : "By a former member"} · updated {dateOf(list.updatedAt)}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="cart" />
          <input type="hidden" name="id" value={list.id} />
          <Button type="submit" disabled={adding} aria-label={`Add list ${list.name} to cart`}>
            {adding ? "Adding..." : "Add to cart"}
          </Button>
        </Form>
      </div>
      <ul className="mt-4 divide-y divide-line border-y border-line text-sm">
        {list.lines.map((line) => (
          <li key={line.sku} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0 break-words">
              <span className="font-medium">{line.name ?? "No longer sold"}</span> <span className="text-muted">SKU {line.sku}</span>
            </span>
            <span className="shrink-0 tabular-nums">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      {list.mayEdit && (
        <div className="mt-4 grid gap-3">
          <details open={actionData?.intent === "edit" && actionData.target === list.id && actionData.result.status === "error"}>
            <summary className="cursor-pointer text-sm font-semibold text-primary">Edit list</summary>
            <div className="mt-3">
              <ListForm intent="edit" list={list} actionData={actionData} />
            </div>
          </details>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={list.id} />
            <Button size="sm" variant="ghost" type="submit" className="text-danger!" aria-label={`Delete list ${list.name}`}>
              Delete list
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}

function ListForm({ intent, list, actionData }: { intent: "create" | "edit"; list?: SharedList; actionData?: AccountFormResult }) {
  const id = list ? `list-${list.id}` : "list-new";
  return (
    <AccountForm
      id={id}
      intent={intent}
      schema={sharedListFormSchema}
      actionData={actionData}
      hidden={list ? { id: list.id } : undefined}
      submitLabel={list ? "Save list" : "Create list"}
      busyLabel="Saving..."
    >
      {(fields) => (
        <>
          <Field field={fields.name} label="List name" defaultValue={list?.name ?? ""} />
          <Field
            as="textarea"
            field={fields.text}
            label="Lines"
            hint={LINES_HINT}
            rows={6}
            spellCheck={false}
            defaultValue={list ? listLinesText(list.lines) : ""}
          />
        </>
      )}
    </AccountForm>
  );
}
