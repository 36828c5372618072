/** Listens on 127.0.0.1, says "ready" on stdout, and closes on SIGTERM or SIGINT (what bench/lib/common.mjs's stopProcess sends). */
export function serveUntilStopped(server, port) {
  server.keepAliveTimeout = 65_000;
  server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
  const quit = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 500).unref();
  };
  process.once("SIGTERM", quit);
  process.once("SIGINT", quit);
}
