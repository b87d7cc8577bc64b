import { afterAll } from "vitest";
import { closeOpenApps } from "./test-app.ts";

/** Runs before every API test file: whatever apps the file opened are closed when it ends. */
afterAll(closeOpenApps);
