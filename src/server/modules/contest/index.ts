/**
 * The contest module's public surface: the other modules import it only from here (docs/architecture.md, "Module
 * boundaries"). Add what another module needs; keep the rest inside.
 */
export { currentEdition, latestEdition, replacePrizeTable, seedEdition } from "./edition.service.ts";
export { entryCounters } from "./entries-admin.service.ts";
export { withContentTokens } from "./content-tokens.service.ts";
export { fileLink } from "./file-links.ts";
export { contestControlRoom } from "./control-room.ts";
export type { ContestHooks } from "./hooks.ts";
