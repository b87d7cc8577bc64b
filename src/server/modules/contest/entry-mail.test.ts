import { describe, expect, it } from "vitest";
import { entryMail } from "./entry-mail.ts";

const sent = { name: "Lan", code: "ABCD2345", sequence: 12, title: "Thành phố hội nghị", files: ["bai-luan.pdf", "anh-1.jpg"] };

describe("the confirmation of a sent entry", () => {
  it("lists the files sent, in the contestant's language", () => {
    expect(entryMail("vi", { ...sent, leftOut: [] }).text).toContain("Mã bài dự thi: ABCD2345\nCác file: bai-luan.pdf, anh-1.jpg\n\nBài đã nộp");
    expect(entryMail("en", { ...sent, leftOut: [] }).text).toContain("Entry code: ABCD2345\nFiles: bai-luan.pdf, anh-1.jpg\n\nA submitted entry");
  });

  it("names each file the entry went without and why", () => {
    const leftOut = [
      { name: "anh-2.png", refusal: "invalidFile" as const },
      { name: "video.mp4", refusal: "checkFailed" as const },
    ];
    expect(entryMail("vi", { ...sent, leftOut }).text).toContain(
      "Các file: bai-luan.pdf, anh-1.jpg\nKhông kèm theo, do bị từ chối khi kiểm tra file: anh-2.png (file không hợp lệ), video.mp4 (không kiểm tra được)\n\n",
    );
    expect(entryMail("en", { ...sent, leftOut }).text).toContain(
      "Not included, refused by the file check: anh-2.png (invalid file), video.mp4 (it could not be checked)\n\n",
    );
  });
});
