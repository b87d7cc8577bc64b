import path from "node:path";
import { ensureBuild } from "./ensure-build.ts";

/** `npm start`: build the web app when there is no build or its sources changed since, then serve. */
const root = path.resolve(import.meta.dirname, "..");
// `npm start` serves the production build of React unless told otherwise.
process.env.NODE_ENV ??= "production";
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
process.env.BUILD_DIR = buildDir;
ensureBuild(buildDir);

const { main } = await import("../src/server/main.ts");
await main();
