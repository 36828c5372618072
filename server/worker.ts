// `npm run worker`: the job workers in a process of their own, apart from the web server (which
// then may run with RUN_JOB_WORKERS=false). Any number of them may share one database's queue.
import { brandFromConfig } from "./brand-from-config";
import { loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/configured-database";
import { checkAppRole } from "./db/roles";
import { startJobWorkersFor } from "./jobs/start-workers";
import { createLogger } from "./logger";

let config;
try {
  config = loadConfig();
  // the embedded database belongs to the one web server that started it (DATA_DIR is locked)
  if (!config.DATABASE_URL) {
    throw new Error(
      "npm run worker needs DATABASE_URL (and MIGRATION_DATABASE_URL in production): the embedded database belongs to the web server's process, and `npm start` runs the workers itself",
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const logger = createLogger(config.LOG_LEVEL);
const running = await (async () => {
  const database = await openConfiguredDatabase(config, { log: (m) => logger.info(m) });
  try {
    // the same start-up steps as the web server's, whichever starts first (they take the migrations' lock)
    await database.migrate();
    await checkAppRole(database.pool, { production: config.isProduction, logger });
    const workers = await startJobWorkersFor(config, database, logger, brandFromConfig(config));
    return { database, workers };
  } catch (error) {
    await database.close();
    throw error;
  }
})().catch((error: unknown) => {
  console.error(`The worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, "shutting down");
    void (async () => {
      await running.workers.stop();
      await running.database.close();
      logger.info("stopped");
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
