import type { AnnouncementSegment } from "#contracts/announcements.ts";
import { fromVietnamLocalInput } from "#web/lib/locale.ts";

/** The fields of the announcement form, named as the request body names them so the API's messages land under them. */
export const templateFields = ["subject_vi", "body_vi", "subject_en", "body_en"] as const;

/** What the three buttons ask for: the preview, the test to oneself, the send to the segment. */
export type AnnouncementIntent = "preview" | "test" | "send";
export const intentOf = (value: unknown): AnnouncementIntent => (value === "test" || value === "send" ? value : "preview");

/**
 * The request body from the form: the deadline is typed in Vietnam time (the date field posts its wall-clock value)
 * and sent as an instant with its offset; an empty one is none.
 */
export function announcementFromFields(form: FormData | Map<string, string>) {
  const get = (name: string) => String(form.get(name) ?? "");
  const deadline = get("deadline").trim();
  return {
    segment: get("segment") as AnnouncementSegment,
    ...(Object.fromEntries(templateFields.map((name) => [name, get(name)])) as Record<(typeof templateFields)[number], string>),
    deadline: deadline === "" ? null : fromVietnamLocalInput(deadline),
  };
}
