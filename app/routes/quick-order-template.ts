import { QUICK_ORDER_TEMPLATE_CSV } from "~/lib/quick-order-parser";

/** GET /quick-order/template.csv: the quick order's CSV template (a header row and two example lines). */
export function loader() {
  return new Response(QUICK_ORDER_TEMPLATE_CSV, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="quick-order-template.csv"',
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
