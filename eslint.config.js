import js from "@eslint/js";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["build/", "build-*/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: "readonly", process: "readonly", window: "readonly", document: "readonly", navigator: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type X }` keeps the import at run time: a public page would load the module (and zod) for a type.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  // Import boundaries (ARCHITECTURE.md section 3): domain <- contracts <- server, contracts <- web; modules meet through
  // services.
  {
    files: ["src/domain/**"],
    rules: restrict([
      { regex: "^(#server/|#web/|#contracts/|.*/(server|web|contracts)/)", message: "Domain rules are pure: they import only other domain modules." },
    ]),
  },
  {
    files: ["src/contracts/**"],
    rules: restrict([
      { regex: "^(#server/|#web/|.*/(server|web)/)", message: "contracts import nothing else of ours." },
      { regex: "^zod$", message: "Import z from ./zod.ts: it is configured for the browser's Content-Security-Policy." },
    ]),
  },
  {
    files: ["src/web/**"],
    rules: restrict([
      { regex: "^(#server/|.*/server/)", message: "The web app reaches the server only through the API." },
      { regex: "^zod$", message: "Import z from #contracts/zod.ts: it is configured for the browser's Content-Security-Policy." },
    ]),
  },
  {
    files: ["src/server/**"],
    rules: restrict([
      { regex: "^(#web/|.*/web/)", message: "The server does not import web code; it loads the web build." },
      // A repo is imported only from its own module folder ("./x.repo.ts").
      { regex: "^(?!\\./).*\\.repo\\.ts$", message: "Call the other module's service, never its repo." },
    ]),
  },
  {
    // Infrastructure serves the modules and never reaches up into them; deps.ts (the composition root) wires them in.
    files: ["src/server/lib/**", "src/server/http/**"],
    rules: restrict([
      { regex: "^(#web/|.*/web/)", message: "The server does not import web code; it loads the web build." },
      { regex: "^(?!\\./).*\\.repo\\.ts$", message: "Call the other module's service, never its repo." },
      { regex: "^(#server/modules/|.*/modules/)", message: "lib/ and http/ never import modules: register through deps.ts (e.g. maintenance tasks, authenticate)." },
    ]),
  },
  // Numbers are written for people by #contracts/number-format.ts alone (docs/architecture.md, "Numbers and exports").
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/contracts/number-format.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["toFixed", "toLocaleString"].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: `Write numbers for people with #contracts/number-format.ts, not ${name} (one format per kind and language).`,
        })),
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: "Write numbers for people with #contracts/number-format.ts: it holds the only Intl.NumberFormat.",
        },
      ],
    },
  },
  {
    files: ["src/contracts/zod.ts", "**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.test.ts", "src/server/testing/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
