import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { useValidatedForm } from "~/components/ui/use-validated-form";
import { apiRequest } from "~/lib/api-client";
import { parseForm } from "~/lib/form-validation";
import { useQuotePost } from "./use-quote-post";
import { QUOTE_MESSAGE_MAX_LENGTH, quoteMessageSchema, type QuoteMessageInput, type QuoteThreadMessage, type QuoteThreadSide } from "~/lib/quote-thread-schema";

export interface QuoteThreadProps {
  /** the thread as loaded, oldest first */
  messages: QuoteThreadMessage[];
  /** who is looking: "customer" on the quote page, "sales" in the admin editor */
  side: QuoteThreadSide;
  /** where a new message is posted: /api/quotes/{id}/messages or /api/admin/quotes/{id}/messages */
  postUrl: string;
  /** extra request headers (a link holder's X-Quote-Token) */
  headers?: Record<string, string>;
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function whoWrote(message: QuoteThreadMessage, side: QuoteThreadSide) {
  if (message.author === side) return `You (${message.authorName})`;
  return message.author === "sales" ? `Sales · ${message.authorName}` : `Customer · ${message.authorName}`;
}

/**
 * A quote's message thread with sales, for both sides: the messages, oldest first, and a form for
 * a new one (plain text, e-mailed to the other side by the server).
 */
export function QuoteThread({ messages: initial, side, postUrl, headers }: QuoteThreadProps) {
  const [messages, setMessages] = useState(initial);
  const { serverError, lastResult, busy, post } = useQuotePost("Your message could not be sent. Please try again.");
  const [formKey, setFormKey] = useState(0);

  const [form, fields] = useValidatedForm<QuoteMessageInput>({
    id: `quote-thread-${formKey}`,
    lastResult,
    validate: (formData) => parseForm(formData, quoteMessageSchema),
    async onSubmit(event, { formData }) {
      event.preventDefault();
      await post(async () => {
        const posted = await apiRequest<QuoteThreadMessage>("POST", postUrl, { body: String(formData.get("body") ?? "") }, headers);
        setMessages((list) => [...list, posted]);
        setFormKey((k) => k + 1);
      });
    },
  });

  return (
    <section aria-label="Messages" className="grid gap-4">
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{side === "customer" ? "No messages yet. Ask sales anything about this quote." : "No messages yet."}</p>
      ) : (
        <ol className="grid gap-3" aria-label="Message thread">
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="quote-message"
              className={
                message.author === side
                  ? "rounded-lg border border-primary/20 bg-primary-soft p-3 sm:ml-8"
                  : "rounded-lg border border-line bg-white p-3 sm:mr-8"
              }
            >
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
                <span className="font-semibold text-ink">{whoWrote(message, side)}</span>
                <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))} UTC</time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form key={formKey} id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="grid gap-3" aria-label="New message">
        <FormMessage message={serverError} />
        <Field
          as="textarea"
          field={fields.body}
          label={side === "customer" ? "Message to sales" : "Message to the customer"}
          rows={3}
          maxLength={QUOTE_MESSAGE_MAX_LENGTH}
          hint="Plain text. It is sent by e-mail as well."
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Sending..." : "Send message"}
          </Button>
        </div>
      </form>
    </section>
  );
}
