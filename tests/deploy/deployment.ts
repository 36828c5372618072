/** The deployed site the deployment tests run against (playwright.deploy.config.ts, scripts/deploy-test-server.sh). */
const base = Number(process.env.E2E_PORT ?? 3100);
export const NGINX_PORT = Number(process.env.DEPLOY_PORT ?? base + 5);
export const APP_PORT = NGINX_PORT + 1;
/** the public host name, mapped to 127.0.0.1 in Chromium only (--host-resolver-rules) */
export const HOST_NAME = "shop.test";
export const PUBLIC_ORIGIN = `https://${HOST_NAME}:${NGINX_PORT}`;
export const ADMIN = { email: "operator@shop.test", password: "deploy-test-operator-passphrase-7f3k" };
