import shared from "#contracts/i18n/vi.json" with { type: "json" };
import ui from "./vi.json" with { type: "json" };

/** The Vietnamese texts: this page's UI and the messages shared with the API (one chunk, loaded only for Vietnamese pages). */
export default { ui, shared };
