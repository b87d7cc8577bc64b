import type { DraftView, EntryFile } from "#contracts/entry.ts";

export const essayFile = (fields: Partial<EntryFile> = {}): EntryFile => ({
  id: 1,
  kind: "essay",
  name: "bai-du-thi.pdf",
  media_type: "application/pdf",
  bytes: 2_000_000,
  state: "ready",
  refusal: null,
  refusal_message: null,
  url: null,
  ...fields,
});

/** A draft with nothing answered yet: titles of 10 to 200 characters, a 20 MB essay, up to 5 images and 2 videos. */
export const draft = (fields: Partial<DraftView> = {}): DraftView => ({
  choice_answer: null,
  title: null,
  accept_rules: false,
  files: [],
  limits: {
    title_min: 10,
    title_max: 200,
    essay_max_bytes: 20 * 1024 * 1024,
    image_max_bytes: 10 * 1024 * 1024,
    image_max_count: 5,
    video_max_bytes: 200 * 1024 * 1024,
    video_max_count: 2,
    draft_max_bytes: 500 * 1024 * 1024,
  },
  blockers: [],
  submission_opens_at: "2026-11-01T00:00:00.000Z",
  submission_closes_at: "2026-12-31T16:59:00.000Z",
  send_requested_at: null,
  ...fields,
});

/** A draft ready to send: answer B, a title, the rules accepted, the essay uploaded. */
export const readyDraft = (fields: Partial<DraftView> = {}) =>
  draft({ choice_answer: "B", title: "Biển xanh quanh năm cho Đà Nẵng", accept_rules: true, files: [essayFile()], ...fields });
