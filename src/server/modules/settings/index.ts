/**
 * The settings module's public surface: the other modules import it only from here (docs/architecture.md, "Module
 * boundaries"). Add what another module needs; keep the rest inside.
 */
export { ensureSettings, settingValue } from "./settings.service.ts";
