import { describe, expect, it } from "vitest";
import { announcementTemplate } from "#contracts/announcements.ts";
import { announcementFromFields, intentOf } from "./announcement-form.ts";

const fields = {
  segment: "contestants_without_entry",
  subject_vi: "Còn 3 ngày, {name}",
  body_vi: "Hạn chót {deadline}",
  subject_en: "3 days left, {name}",
  body_en: "Deadline {deadline}",
  deadline: "2026-11-30T17:00:00",
};

describe("the announcement form's fields", () => {
  it("sends the deadline typed in Vietnam time as an instant", () => {
    const body = announcementTemplate.parse(announcementFromFields(new Map(Object.entries(fields))));
    expect(body).toEqual({ ...fields, deadline: "2026-11-30T10:00:00.000Z" });
  });

  it("sends no deadline when the field is empty, which a template saying {deadline} may not have", () => {
    const body = announcementFromFields(new Map(Object.entries({ ...fields, deadline: " " })));
    expect(body.deadline).toBeNull();
    const result = announcementTemplate.safeParse(body);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual(["deadline", "announcements.deadlineMissing"]);
  });

  it("reads the button pressed, the preview when unknown", () => {
    expect([intentOf("send"), intentOf("test"), intentOf("preview"), intentOf(null), intentOf("drop")]).toEqual(["send", "test", "preview", "preview", "preview"]);
  });
});
