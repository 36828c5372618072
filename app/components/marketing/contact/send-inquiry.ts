import type { ContactFormValues } from "~/lib/contact-form-values";
import { postForm, type PostFormResult } from "~/lib/post-form";

export type SendInquiryResult = PostFormResult;

/** POST /api/contact (spec §7). Never throws: a failure carries the server's message when it sent one. */
export const sendInquiry = (values: ContactFormValues): Promise<SendInquiryResult> => postForm("/api/contact", values);
