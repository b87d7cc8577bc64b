import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const folders = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const tests = ["**/*.test.ts", "**/*.test.tsx"];
/** Boundary patterns for `files`, tests included; the other restrictions (`base`) leave tests out, as above. */
const bounded = (files, base, boundary) => [
  { files, ignores: tests, rules: restrict([...base, ...boundary]) },
  { files: files.flatMap((glob) => tests.map((test) => glob.replace(/\*\*$/, test))), rules: restrict(boundary) },
];

const serverOnly = [
  { regex: "^(#web/|.*/web/)", message: "The server does not import web code; it loads the web build." },
  // A repo is imported only from its own module folder ("./x.repo.ts").
  { regex: "^(?!\\./).*\\.repo\\.ts$", message: "Call the other module's service, never its repo." },
];
const webOnly = [
  { regex: "^(#server/|.*/server/)", message: "The web app reaches the server only through the API." },
  { regex: "^zod$", message: "Import z from #contracts/zod.ts: it is configured for the browser's Content-Security-Policy." },
];
const webShared = "src/web/{components,lib,routing,i18n}/**";

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
  { files: ["src/web/**"], rules: restrict(webOnly) },
  { files: ["src/server/**"], rules: restrict(serverOnly) },
  {
    // Infrastructure serves the modules and never reaches up into them; deps.ts (the composition root) wires them in.
    files: ["src/server/lib/**", "src/server/http/**"],
    rules: restrict([
      ...serverOnly,
      {
        regex: "^(#server/modules/|.*/modules/)",
        message: "lib/ and http/ never import modules: register through deps.ts (e.g. maintenance tasks, authenticate).",
      },
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
  // Module boundaries (docs/decisions/0028-module-boundaries.md), tests included: a server module is used by the
  // others only through its index.ts; a web feature imports no other feature; shared web code imports no feature.
  // scripts/check-cycles.ts adds that the modules' graph has no cycle.
  ...folders("src/server/modules/").flatMap((module) =>
    bounded([`src/server/modules/${module}/**`], serverOnly, [
      {
        regex: `^#server/modules/(?!${module}/)[^/]+/(?!index\\.ts$)`,
        message:
          "Another module is used only through its public surface, #server/modules/<module>/index.ts: import from there, and add to that index what is missing.",
      },
      {
        regex: `^(#server/modules/${module}/|\\.\\./)`,
        message:
          "Inside a module import its own files as ./file.ts (its index.ts is for the other modules), the rest of the server as #server/…, another module as #server/modules/<module>/index.ts.",
      },
    ]),
  ),
  ...folders("src/web/features/").flatMap((feature) =>
    bounded([`src/web/features/${feature}/**`], webOnly, [
      {
        // The control room alone composes: it lists each domain's panel (<domain>/control-panel.server.ts and
        // <Domain>ControlPanel.tsx), as the server's control-room module lists each domain's source.
        regex: `^(#web/features/(?!${feature}/)${feature === "control-room" ? "(?![^/]+/(control-panel\\.server\\.ts|[A-Za-z]+ControlPanel\\.tsx)$)" : ""}|(\\.\\./)+[^./][^/]*/)`,
        message: "A feature imports no other feature: move what both use to src/web/components (UI) or src/web/lib (code), or let the route compose the two.",
      },
    ]),
  ),
  ...bounded([webShared], webOnly, [
    {
      regex: "^(#web/features/|(\\.\\./)+features/)",
      message:
        "Shared web code (components, layouts, lib, routing) imports no feature: move the piece it needs down to components/ or lib/, or pass it in from the route.",
    },
  ]),
  {
    files: ["**/*.test.ts", "src/server/testing/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
