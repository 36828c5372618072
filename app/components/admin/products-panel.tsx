import Boxes from "lucide-react/icons/boxes";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { ADMIN_TOASTS, adminErrorMessage } from "~/lib/admin-messages";
import type { AdminCategory, AdminProduct } from "~/lib/admin-types";
import { AdminTable, AdminTableHead, alignRight, AdminTableRow, EmptyTableRow, Td } from "./admin-table";
import { ConfirmDialog } from "./confirm-dialog";
import { ListFilter, PanelHeader } from "./panel-header";
import { ProductFormDialog } from "./product-form-dialog";
import { DeleteRowButton, EditRowButton } from "./row-buttons";
import { useAdminRequest } from "./use-admin-request";

type FormState = { open: false } | { open: true; product: AdminProduct | null };

export function ProductsPanel({ products, categories }: { products: readonly AdminProduct[]; categories: readonly AdminCategory[] }) {
  const toast = useToast();
  const { send, busy } = useAdminRequest();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const [filter, setFilter] = useState("");

  const needle = filter.trim().toLowerCase();
  const shown = needle ? products.filter((p) => `${p.name} ${p.sku} ${p.category?.name ?? ""}`.toLowerCase().includes(needle)) : products;
  const inStock = products.filter((p) => p.inStock).length;
  const featured = products.filter((p) => p.featured).length;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await send("DELETE", `/api/products/${toDelete.id}`);
      toast(ADMIN_TOASTS.product.deleted);
      setToDelete(null);
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: adminErrorMessage(error, ADMIN_TOASTS.product.deleteFailed), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="products-heading">
      <PanelHeader
        id="products-heading"
        title={`Products (${products.length})`}
        summary={`${inStock} in stock · ${products.length - inStock} out of stock · ${featured} featured`}
        actions={
          <Button onClick={() => setForm({ open: true, product: null })}>
            <Plus className="h-4 w-4" aria-hidden /> Add Product
          </Button>
        }
      />
      <div className="mb-3">
        <ListFilter id="product-filter" label="Filter products by name, SKU or category" placeholder="Filter products" value={filter} onChange={setFilter} />
      </div>
      <AdminTable caption="Products" minWidth="min-w-[760px]">
        <AdminTableHead columns={["Product", "SKU", alignRight("Price"), "Stock", "Featured", alignRight("Actions")]} />
        <tbody>
          {shown.length === 0 && <EmptyTableRow colSpan={6}>{products.length === 0 ? "No products found" : "No products match the filter"}</EmptyTableRow>}
          {shown.map((product) => (
            <AdminTableRow key={product.id}>
              <Td className="min-w-56">
                <div className="font-medium text-ink">{product.name}</div>
                <div className="text-xs text-muted">{product.category?.name ?? "No category"}</div>
              </Td>
              <Td className="whitespace-nowrap font-mono text-xs">{product.sku}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{product.price}</Td>
              <Td className="whitespace-nowrap">
                <Badge variant={product.inStock ? "success" : "secondary"}>{product.inStock ? "In Stock" : "Out of stock"}</Badge>
                <span className="ml-2 tabular-nums text-muted">{product.stockQuantity}</span>
              </Td>
              <Td>{product.featured ? <Badge variant="default">Featured</Badge> : <span className="text-muted">—</span>}</Td>
              <Td>
                <div className="flex justify-end gap-1">
                  {product.lotTracked && (
                    <Link
                      to={`/admin/products/${product.id}/lots`}
                      className={buttonClass({ variant: "ghost", size: "sm" })}
                      aria-label={`Lots of ${product.name}`}
                    >
                      <Boxes className="h-4 w-4" aria-hidden /> Lots
                    </Link>
                  )}
                  <EditRowButton name={product.name} onClick={() => setForm({ open: true, product })} />
                  <DeleteRowButton name={product.name} onClick={() => setToDelete(product)} />
                </div>
              </Td>
            </AdminTableRow>
          ))}
        </tbody>
      </AdminTable>

      <ProductFormDialog
        open={form.open}
        product={form.open ? form.product : null}
        categories={categories}
        onOpenChange={(open) => !open && setForm({ open: false })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !busy && setToDelete(null)}
        title="Delete this product?"
        description={
          <>
            <strong className="text-ink">{toDelete?.name}</strong> ({toDelete?.sku}) will be removed from the catalogue and from every cart. Past orders keep
            its name, SKU and price.
          </>
        }
        confirmLabel={busy ? "Deleting..." : "Delete Product"}
        busy={busy}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
