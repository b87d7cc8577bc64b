/** The media type of the dashboards' spreadsheet exports, which operations declare as their answer. */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A published attachment's media type by its file extension (the fallback and its AVIF and WebP variants). */
export const attachmentMediaTypes: Readonly<Record<string, string>> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };
