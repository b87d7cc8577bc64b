/**
 * The funds module's public surface: the other modules import it only from here (docs/architecture.md, "Module
 * boundaries"). Add what another module needs; keep the rest inside.
 */
export { adminOrderList } from "./views.service.ts";
export { orderReference } from "./order-view.ts";
export type { FundsHooks } from "./hooks.ts";
