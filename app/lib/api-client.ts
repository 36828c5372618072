/** Spec §7: a non-OK answer is an error whose message is "status: response text" (or the status text). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `{message}` when the body is JSON, else null. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body);
      return typeof parsed?.message === "string" ? parsed.message : null;
    } catch {
      return null;
    }
  }
}

/** The server's `{message}` of a refused request, else the fallback (a network failure says nothing useful). */
export function refusalMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.serverMessage) || fallback;
}

/** The JSON body of a refused request (`{message, code, errors}`), else null. */
export function refusalBody(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return null;
  try {
    return JSON.parse(error.body);
  } catch {
    return null;
  }
}

/** Calls our API with credentials and a JSON body; returns the parsed JSON answer. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}
