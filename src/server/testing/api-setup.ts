import { prepareTemplates } from "./test-databases.ts";

/** Vitest global setup of the `api` project: one migrated template per run, copied by every test app. */
export default function setup() {
  return prepareTemplates();
}
