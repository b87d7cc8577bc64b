import { describe, expect, it } from "vitest";
import { announcementTemplate } from "#contracts/announcements.ts";
import { readForm } from "#web/lib/form-input.ts";
import { intentOf } from "./announcement-form.ts";

// The deadline as the date field posts it: typed in Vietnam time, sent with its offset.
const fields = {
  segment: "contestants_without_entry",
  subject_vi: "Còn 3 ngày, {name}",
  body_vi: "Hạn chót {deadline}",
  subject_en: "3 days left, {name}",
  body_en: "Deadline {deadline}",
  deadline: "2026-11-30T17:00:00+07:00",
};
const form = (values: Record<string, string>) => Object.entries({ intent: "send", ...values });

describe("the announcement form", () => {
  it("sends the deadline typed in Vietnam time as an instant", () => {
    const body = announcementTemplate.parse(readForm(form(fields), announcementTemplate));
    expect(body).toEqual({ ...fields, deadline: "2026-11-30T10:00:00.000Z" });
  });

  it("sends no deadline when the field is empty, which a template saying {deadline} may not have", () => {
    const input = readForm(form({ ...fields, deadline: "" }), announcementTemplate);
    expect(input.deadline).toBeNull();
    const result = announcementTemplate.safeParse(input);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual(["deadline", "announcements.deadlineMissing"]);
  });

  it("reads the button pressed, the preview when unknown", () => {
    expect([intentOf("send"), intentOf("test"), intentOf("preview"), intentOf(null), intentOf("drop")]).toEqual([
      "send",
      "test",
      "preview",
      "preview",
      "preview",
    ]);
  });
});
