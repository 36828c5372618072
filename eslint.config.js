// ESLint (flat config), run by `npm run lint`. Recommended rule sets of ESLint, typescript-eslint,
// React hooks and jsx-a11y, plus the layer rule of style.md as an import boundary:
// app/components, app/lib, app/tools and app/content never import server code (route modules may,
// inside loaders and actions, which React Router strips from the browser bundle).
// Why these plugins and rules: docs/decisions/012-eslint-and-prettier.md.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The folders that also run in the browser and so must never import server/. */
const BROWSER_SAFE_LAYERS = ["app/components", "app/lib", "app/tools", "app/content"];

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
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": [
        ...BROWSER_SAFE_LAYERS.map((folder) => ({ type: "browser-safe", pattern: folder, partialMatch: false })),
        { type: "server", pattern: "server", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          message: "app/components, app/lib, app/tools and app/content must not import server/ (style.md layer rule)",
          policies: [{ from: { element: { type: "browser-safe" } }, disallow: { to: { element: { type: "server" } } } }],
        },
      ],
    },
  },
);
