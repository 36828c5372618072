import { randomBytes } from "node:crypto";
import { z } from "zod";
import { parseClockOverride } from "~/lib/clock";
import { passwordProblem } from "~/lib/password-policy.server";

/** Development-only admin password; refused when APP_ENV=production. */
export const DEV_ADMIN_PASSWORD = "admin-dev-password";
export const DEV_ADMIN_EMAIL = "admin@example.com";

const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const envSchema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_ORIGIN: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.pipe(z.string().url().optional()),
    /** with DATABASE_URL: the tables' owner, which runs the migrations and server/db/grants.sql */
    MIGRATION_DATABASE_URL: optionalText.pipe(z.string().url().optional()),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    ADMIN_EMAIL: z.string().email().default(DEV_ADMIN_EMAIL),
    ADMIN_PASSWORD: z.string().min(8).default(DEV_ADMIN_PASSWORD),
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    DEMO_ACCOUNT_PASSWORD: z.string().min(8).default("demo-customer-password"),
    /** run the job workers (e-mail, scheduled jobs) in the web server's process; false: a web-only instance beside `npm run worker` */
    RUN_JOB_WORKERS: z
      .enum(["true", "false"], { message: 'must be "true" or "false"' })
      .default("true")
      .transform((v) => v === "true"),
    SMTP_URL: optionalText,
    MAIL_FROM: optionalText,
    /** signs the device cookie (sign-in.ts); required in production, a random one per process otherwise */
    DEVICE_COOKIE_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 14)
      .default(8 * 60),
    FORM_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    SESSION_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(100_000).default(256),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** proxies in front of the app that append to X-Forwarded-For; 0: clients connect directly */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** replaced by TRUST_PROXY_HOPS; refused below so that nobody relies on it */
    TRUST_PROXY: optionalText,
    COMPANY_NAME: optionalText,
    SUPPORT_EMAIL: optionalText,
    SALES_EMAIL: optionalText,
    COMPANY_PHONE: optionalText,
    COMPANY_FAX: optionalText,
    CHINA_SALES_CONTACT: optionalText,
    COMPANY_ADDRESS: optionalText,
    /** tests only: the date (or date-time) the app takes as now, e.g. 2025-09-01 (app/lib/clock.ts) */
    APP_CLOCK_NOW: optionalText.pipe(
      z
        .string()
        .refine((text) => parseClockOverride(text) !== null, "must be an ISO date (2025-09-01) or date-time with an offset (2025-09-01T09:00:00-07:00)")
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.APP_CLOCK_NOW !== undefined && env.APP_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["APP_CLOCK_NOW"], message: "is honoured only with APP_ENV=test: remove it" });
    }
    if (env.TRUST_PROXY !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message: "is no longer read: remove it and set TRUST_PROXY_HOPS to the number of proxies in front of the app (1 for one nginx)",
      });
    }
    if (env.MIGRATION_DATABASE_URL !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["MIGRATION_DATABASE_URL"],
        message: "is read only with DATABASE_URL: the embedded database migrates as its own owner; remove it or set DATABASE_URL too",
      });
    }
    if (env.APP_ENV === "production") {
      if (env.DATABASE_URL !== undefined && env.MIGRATION_DATABASE_URL === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["MIGRATION_DATABASE_URL"],
          message:
            "must be set in production with DATABASE_URL: the tables' owner, which runs the migrations and server/db/grants.sql, while DATABASE_URL is a login role that owns nothing",
        });
      } else if (env.DATABASE_URL !== undefined && env.MIGRATION_DATABASE_URL !== undefined && sameRole(env.DATABASE_URL, env.MIGRATION_DATABASE_URL)) {
        ctx.addIssue({
          code: "custom",
          path: ["MIGRATION_DATABASE_URL"],
          message: "names the same role as DATABASE_URL: in production the app's role (DATABASE_URL) must be another than the tables' owner",
        });
      }
      if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
        ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "must be set to a strong password in production" });
      } else {
        // the same rule as every user's password (registration)
        const problem = passwordProblem(env.ADMIN_PASSWORD);
        if (problem) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: problem });
      }
      if (!env.DEVICE_COOKIE_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["DEVICE_COOKIE_SECRET"],
          message: "must be set in production (a random string of at least 32 characters, the same on every instance)",
        });
      }
      if (!env.PUBLIC_ORIGIN?.startsWith("https://")) {
        ctx.addIssue({ code: "custom", path: ["PUBLIC_ORIGIN"], message: "must be the https:// origin of the site in production" });
      }
    }
  });

/** Two connection URLs that name the same user (when neither names one, the start-up check decides). */
function sameRole(a: string, b: string) {
  const user = (url: string) => {
    const u = new URL(url);
    return decodeURIComponent(u.username) || u.searchParams.get("user") || "";
  };
  return user(a) !== "" && user(a) === user(b);
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once at start-up; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    ...e,
    isProduction: e.APP_ENV === "production",
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    // outside production a per-process secret: device cookies from before a restart are simply not recognised
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET ?? randomBytes(32).toString("base64url"),
  };
}
