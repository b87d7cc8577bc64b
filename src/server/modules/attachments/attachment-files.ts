import path from "node:path";
import type { Deps } from "#server/deps.ts";
import { fileStore } from "#server/lib/storage.ts";

/** Published images (and their variants), served by GET /attachments/{file} under their random name. */
export const ATTACHMENTS = "attachments";

export const privateFiles = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "private"));
export const publicFiles = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "public"));
