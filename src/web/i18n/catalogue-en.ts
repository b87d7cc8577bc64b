import shared from "#contracts/i18n/en.json" with { type: "json" };
import ui from "./en.json" with { type: "json" };

/** The English texts: this page's UI and the messages shared with the API (one chunk, loaded only for English pages). */
export default { ui, shared };
