// The baseline: a bare Node `http` server that answers every request with the very bytes the real
// server sent for one endpoint (status, headers including Content-Encoding, body), and nothing else.
// Usage: node bare-server.mjs PORT RESPONSE.json   ({status, headers: [[name, value]...], bodyFile})
import fs from "node:fs";
import http from "node:http";
import { serveUntilStopped } from "./serve-until-stopped.mjs";

const [port, file] = [Number(process.argv[2]), process.argv[3]];
const captured = JSON.parse(fs.readFileSync(file, "utf8"));
const body = fs.readFileSync(captured.bodyFile);
// Connection management and framing are the server's own business; everything else is copied.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "date", "transfer-encoding", "content-length"]);
const headers = captured.headers.filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())).flat();
headers.push("content-length", String(body.length));

const server = http.createServer((req, res) => {
  const answer = () => {
    res.writeHead(captured.status, headers);
    res.end(body);
  };
  // Read (and drop) a request body first, as the real server must.
  if (req.method === "GET" || req.method === "HEAD") answer();
  else req.on("data", () => {}).on("end", answer);
});
serveUntilStopped(server, port);
