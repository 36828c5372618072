import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { ADMIN_TOASTS, adminErrorMessage } from "~/lib/admin-messages";
import type { AdminCategory } from "~/lib/admin-types";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, EmptyTableRow, Td } from "./admin-table";
import { CategoryFormDialog } from "./category-form-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { PanelHeader } from "./panel-header";
import { DeleteRowButton, EditRowButton } from "./row-buttons";
import { useAdminRequest } from "./use-admin-request";

type FormState = { open: false } | { open: true; category: AdminCategory | null };

export function CategoriesPanel({ categories }: { categories: readonly AdminCategory[] }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const assigned = categories.reduce((sum, c) => sum + c.productCount, 0);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await send("DELETE", `/api/categories/${toDelete.id}`);
      toast(ADMIN_TOASTS.category.deleted);
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: adminErrorMessage(error, ADMIN_TOASTS.category.deleteFailed), variant: "destructive" });
    }
    setToDelete(null);
  }

  return (
    <section aria-labelledby="categories-heading">
      <PanelHeader
        id="categories-heading"
        title={`Categories (${categories.length})`}
        summary={`${assigned} ${assigned === 1 ? "product is" : "products are"} filed under a category.`}
        actions={
          <Button onClick={() => setForm({ open: true, category: null })}>
            <Plus className="h-4 w-4" aria-hidden /> Add Category
          </Button>
        }
      />
      <AdminTable caption="Categories" minWidth="min-w-[680px]">
        <AdminTableHead columns={["Name", "Slug", "Description", alignRight("Products"), alignRight("Actions")]} />
        <tbody>
          {categories.length === 0 && <EmptyTableRow colSpan={5}>No categories yet.</EmptyTableRow>}
          {categories.map((category) => (
            <AdminTableRow key={category.id}>
              <Td className="font-medium text-ink">{category.name}</Td>
              <Td className="font-mono text-xs">{category.slug}</Td>
              <Td className="max-w-md text-muted">
                <span className="line-clamp-2">{category.description ?? "—"}</span>
              </Td>
              <Td className="text-right tabular-nums">{category.productCount}</Td>
              <Td>
                <div className="flex justify-end gap-1">
                  <EditRowButton name={category.name} onClick={() => setForm({ open: true, category })} />
                  <DeleteRowButton
                    name={category.name}
                    onClick={() => setToDelete(category)}
                    // a category holding products cannot be deleted (the server refuses): say why instead of offering it
                    disabled={category.productCount > 0}
                    aria-describedby={category.productCount > 0 ? `category-${category.id}-in-use` : undefined}
                  />
                </div>
                {category.productCount > 0 && (
                  <p id={`category-${category.id}-in-use`} className="mt-1 text-right text-xs text-muted">
                    Holds {category.productCount} {category.productCount === 1 ? "product" : "products"}: move {category.productCount === 1 ? "it" : "them"}{" "}
                    first
                  </p>
                )}
              </Td>
            </AdminTableRow>
          ))}
        </tbody>
      </AdminTable>

      <CategoryFormDialog open={form.open} category={form.open ? form.category : null} onOpenChange={(open) => !open && setForm({ open: false })} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !busy && setToDelete(null)}
        title="Delete this category?"
        description={
          toDelete && toDelete.productCount > 0 ? (
            <>
              <strong className="text-ink">{toDelete.name}</strong> still has {toDelete.productCount} {toDelete.productCount === 1 ? "product" : "products"}.
              Move or delete {toDelete.productCount === 1 ? "it" : "them"} first; the category cannot be deleted while it holds products.
            </>
          ) : (
            <>
              <strong className="text-ink">{toDelete?.name}</strong> will be removed from the catalogue filter.
            </>
          )
        }
        confirmLabel={busy ? "Deleting..." : "Delete Category"}
        busy={busy}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
