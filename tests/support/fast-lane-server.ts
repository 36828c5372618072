import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";

/**
 * The app behind a fast lane on a real port on 127.0.0.1, as server/start.ts serves it: the fast
 * lane answers what it can, the app the rest. Counts the requests that reached the app.
 */
export async function serveWithFastLane(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  fastLane: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
) {
  const listener = getRequestListener(app.fetch);
  let reachedApp = 0;
  const server = http.createServer((req, res) => {
    if (fastLane(req, res)) return;
    reachedApp++;
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reachedApp: () => reachedApp,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
