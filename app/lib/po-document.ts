import { formatFileSize } from "./document-files";

/**
 * How a quote's PO document is named wherever it appears: the admin's quote and order pages, the
 * customer's quote page and sales' e-mail all say "Purchase order document: PO 77.pdf (4.9 MB)".
 */
export const poDocumentSummary = (document: { name: string; size: number }) => `${document.name} (${formatFileSize(document.size)})`;

/** Where an admin downloads a quote's PO document (GET, admins only). */
export const adminPoDocumentPath = (quoteId: string) => `/api/admin/quotes/${quoteId}/po-document`;
