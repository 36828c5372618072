import type { Config } from "../config";
import { openDatabase } from "./database";

/**
 * The database the configuration names (DATABASE_URL, or the embedded one under DATA_DIR), opened
 * the same way by the web server, the job worker and the scripts; only the pool size and the log
 * differ between them.
 */
export function openConfiguredDatabase(config: Config, options: { poolSize?: number; log?: (message: string) => void } = {}) {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    migrationDatabaseUrl: config.MIGRATION_DATABASE_URL,
    dataDir: config.DATA_DIR,
    embeddedPort: config.EMBEDDED_PG_PORT,
    poolSize: options.poolSize ?? config.DATABASE_POOL_SIZE,
    log: options.log,
  });
}
