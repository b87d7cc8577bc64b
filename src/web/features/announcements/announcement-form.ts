/** What the three buttons ask for: the preview, the test to oneself, the send to the segment. */
export type AnnouncementIntent = "preview" | "test" | "send";
export const intentOf = (value: unknown): AnnouncementIntent => (value === "test" || value === "send" ? value : "preview");
