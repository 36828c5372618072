import { useState } from "react";
import { useRevalidator } from "react-router";
import { apiRequest } from "~/lib/api-client";

/**
 * Sends one admin change to the API (credentials included, JSON body; a non-OK answer throws
 * "status: text", spec §7), then reloads the page's data so every list and count shows it.
 */
export function useAdminRequest() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function send<T = unknown>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
    setBusy(true);
    try {
      const result = await apiRequest<T>(method, path, body);
      await revalidator.revalidate();
      return result;
    } finally {
      setBusy(false);
    }
  }
  return { send, busy };
}
