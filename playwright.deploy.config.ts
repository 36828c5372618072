import { defineConfig, devices } from "@playwright/test";
import e2eConfig from "./playwright.config";
import { ADMIN, APP_PORT, HOST_NAME, NGINX_PORT, PUBLIC_ORIGIN } from "./tests/deploy/deployment";

const e2eLaunchOptions = e2eConfig.use?.launchOptions;

/**
 * The deployment tests: the production build with APP_ENV=production and an https PUBLIC_ORIGIN,
 * behind nginx terminating TLS (scripts/deploy-test-server.sh, deploy/nginx.conf), driven by
 * Chromium, which resolves the test host name to 127.0.0.1. `npm run build` first.
 */
export default defineConfig({
  testDir: "tests/deploy",
  outputDir: "test-results/deploy",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: PUBLIC_ORIGIN,
    // the certificate is made at test time for the test host name, by no authority the browser knows
    ignoreHTTPSErrors: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // the end-to-end tests' Chromium and flags, and the test host name mapped to this machine
    launchOptions: { ...e2eLaunchOptions, args: [`--host-resolver-rules=MAP ${HOST_NAME} 127.0.0.1`, ...(e2eLaunchOptions?.args ?? [])] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `bash scripts/deploy-test-server.sh ${NGINX_PORT} ${APP_PORT} ${HOST_NAME}`,
    env: { DEPLOY_ADMIN_EMAIL: ADMIN.email, DEPLOY_ADMIN_PASSWORD: ADMIN.password },
    // through nginx (health checks are answered whatever the Host)
    url: `https://127.0.0.1:${NGINX_PORT}/readyz`,
    ignoreHTTPSErrors: true,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
