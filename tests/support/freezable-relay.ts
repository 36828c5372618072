import net from "node:net";

/** PostgreSQL's answer to a connection past max_connections: an ErrorResponse (FATAL 53300). */
function tooManyClients() {
  const fields = Buffer.from("SFATAL\0VFATAL\0C53300\0Msorry, too many clients already\0\0");
  const header = Buffer.alloc(5);
  header.write("E");
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A TCP relay in front of PostgreSQL that can freeze: while frozen it accepts connections and
 * bytes and forwards nothing, as a PostgreSQL stopped with SIGSTOP (or a dead network path) does.
 * `newConnections` changes only what a new connection gets, the open ones going on: PostgreSQL's
 * "too many clients" error, silence (a connection slower than the probe's wait), or a connection
 * closed at once (nothing listening).
 */
export function freezableRelay(target: URL) {
  let frozen = false;
  let newConnections: "relayed" | "too many clients" | "silent" | "closed" = "relayed";
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    if (newConnections === "too many clients") {
      client.once("data", () => client.end(tooManyClients()));
      client.on("error", () => {});
      return;
    }
    if (newConnections === "silent") {
      client.on("error", () => {});
      return;
    }
    if (newConnections === "closed") {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on("data", (chunk) => (frozen ? held.push(() => to.write(chunk)) : to.write(chunk)));
      from.on("error", () => to.destroy());
      from.on("close", () => to.destroy());
    }
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port))),
    freeze: () => (frozen = true),
    newConnections: (what: typeof newConnections) => (newConnections = what),
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
