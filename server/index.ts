import { loadConfig } from "./config";
import { startServer } from "./start";

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const devServer = process.argv.includes("--dev");
const running = await startServer({ config, devServer }).catch((error) => {
  // a message, not `undefined` or a stack: what failed and why (the cause, when there is one, follows)
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause instanceof Error) console.error(`  cause: ${error.cause.message}`);
  process.exit(1);
});
if (process.stdout.isTTY || process.env.npm_lifecycle_event) {
  console.log(`\n  Site ready at ${running.url.replace("127.0.0.1", "localhost")}\n`);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    running.services.logger.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
