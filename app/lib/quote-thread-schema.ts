import { requiredText } from "./plain-text";
import { z } from "./zod";

/** The longest message of a quote's thread, in characters: a few paragraphs, not a document. */
export const QUOTE_MESSAGE_MAX_LENGTH = 2_000;

/** A message posted on a quote's thread, by the customer or by sales: plain text. */
export const quoteMessageSchema = z.object({ body: requiredText("Message", QUOTE_MESSAGE_MAX_LENGTH) });
export type QuoteMessageInput = z.infer<typeof quoteMessageSchema>;

/** Which side of the thread wrote a message. */
export type QuoteThreadSide = "customer" | "sales";

/** One message as both sides see it. */
export interface QuoteThreadMessage {
  id: string;
  author: QuoteThreadSide;
  authorName: string;
  body: string;
  /** ISO date-time */
  createdAt: string;
}
