import { postForm, type PostFormResult } from "~/lib/post-form";

export type SendSubscriptionResult = PostFormResult;

/** POST /api/newsletter. Never throws: a failure carries the server's message when it sent one. */
export const sendSubscription = (email: string): Promise<SendSubscriptionResult> => postForm("/api/newsletter", { email });
