// ESLint (flat config), run by `npm run lint`. Recommended rule sets of ESLint, typescript-eslint,
// React hooks and jsx-a11y, plus the layers of docs/decisions/051-folder-layout.md as import
// boundaries. Imports go down the layers, never up:
//   app/routes, app/root.tsx, app/entry.* (the screens)  >  app/components (UI)  >
//   app/lib, app/tools, app/content (shared, pure)
// and server/ sits beside the screens: it may use the shared layer, never UI or screens. Inside
// server/, the API routers (server/api) are mounted by server/app.ts alone. app/components, app/lib,
// app/tools and app/content never import server code (route modules may, inside loaders and
// actions, which React Router strips from the browser bundle). Import cycles are refused by
// tests/architecture/import-cycles.test.ts.
// Why these plugins and rules: docs/decisions/012-eslint-and-prettier.md.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The shared layer: pure code and content that the UI, the screens and the server all use. */
const SHARED_LAYERS = ["app/lib", "app/tools", "app/content"];

export default tseslint.config(
  { ignores: ["node_modules/", "build/", "build-*/", ".react-router/", "data/", "test-results/", "playwright-report/", "coverage/", "public/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused names are errors, except a deliberately ignored argument or destructured rest sibling.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    // The bench's process cleanup is best effort: a process that is already gone is no error.
    files: ["bench/**"],
    rules: { "no-empty": ["error", { allowEmptyCatch: true }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // A region that scrolls sideways must take keyboard focus to be scrolled without a mouse
      // (axe's scrollable-region-focusable): tabIndex={0} is right on role="region" too.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      // the first pattern that matches a file's folder names its element; app/root.tsx and app/entry.*
      // belong to none; server/'s own top-level files (app.ts, start.ts, config.ts…) are server-root
      "boundaries/elements": [
        ...SHARED_LAYERS.map((folder) => ({ type: "shared", pattern: folder, partialMatch: false })),
        { type: "components", pattern: "app/components", partialMatch: false },
        { type: "screens", pattern: "app/routes", partialMatch: false },
        // the API's description is read by its page too (/documentation/api): it is no router
        { type: "server", pattern: "server/api/openapi", partialMatch: false },
        { type: "server-api", pattern: "server/api", partialMatch: false },
        { type: "server", pattern: "server/*", partialMatch: false },
        { type: "server-root", pattern: "server", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "shared" } },
              disallow: { to: { element: { types: { anyOf: ["components", "screens", "server", "server-api", "server-root"] } } } },
              message: "app/lib, app/tools and app/content are the shared layer: they import no UI, screen or server code (decision 051)",
            },
            {
              from: { element: { type: "components" } },
              disallow: { to: { element: { types: { anyOf: ["screens", "server", "server-api", "server-root"] } } } },
              message: "app/components import the shared layer only, never route modules or server/ (decision 051)",
            },
            {
              from: { element: { types: { anyOf: ["server", "server-api", "server-root"] } } },
              disallow: { to: { element: { types: { anyOf: ["components", "screens"] } } } },
              message: "server/ may import app/lib, app/tools and app/content, never UI or route modules (decision 051)",
            },
            {
              from: { element: { types: { anyOf: ["server", "shared", "components", "screens"] } } },
              disallow: { to: { element: { type: "server-api" } } },
              message: "the API routers (server/api) are mounted by server/app.ts only: services and the rest never import them (decision 051)",
            },
          ],
        },
      ],
    },
  },
  // a test drives a layer from outside (the API description's test walks the mounted router)
  { files: ["**/*.test.{ts,tsx}"], rules: { "boundaries/dependencies": "off" } },
);
