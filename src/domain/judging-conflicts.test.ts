import { describe, expect, it } from "vitest";
import { deriveConflicts, normaliseName, type ConflictContestant, type ConflictJudge } from "./judging-conflicts.ts";

const judge = (id: number, email: string, extra: Partial<ConflictJudge> = {}): ConflictJudge => ({
  id,
  email,
  full_name: `Judge ${id}`,
  person_type: "person",
  organisations: [],
  people: [],
  email_domains: [],
  ...extra,
});
const contestant = (id: number, email: string, extra: Partial<ConflictContestant> = {}): ConflictContestant => ({
  id,
  email,
  full_name: `Contestant ${id}`,
  person_type: "person",
  declared_judge_ids: [],
  ...extra,
});
const pairs = (list: ReturnType<typeof deriveConflicts>) => list.map((c) => `${c.judgeId}-${c.contestantId}:${c.rule}:${c.detail}`);

describe("conflicts of interest", () => {
  it("finds the same e-mail domain, but never a public mail provider's", () => {
    const found = deriveConflicts(
      [judge(1, "an@uni.edu.vn"), judge(2, "binh@gmail.com")],
      [contestant(10, "chi@UNI.edu.vn"), contestant(11, "dung@gmail.com"), contestant(12, "em@other.vn")],
    );
    expect(pairs(found)).toEqual(["1-10:email_domain:uni.edu.vn"]);
  });
  it("finds the same organisation name only when both are organisation accounts", () => {
    const found = deriveConflicts(
      [judge(1, "a@x.vn", { person_type: "organisation", full_name: "Công ty Đại Phát" }), judge(2, "b@y.vn", { full_name: "Cong ty Dai Phat" })],
      [contestant(10, "c@z.vn", { person_type: "organisation", full_name: "CÔNG TY  ĐẠI PHÁT" }), contestant(11, "d@w.vn", { full_name: "Công ty Đại Phát" })],
    );
    expect(pairs(found)).toEqual(["1-10:organisation:CÔNG TY  ĐẠI PHÁT"]);
  });
  it("applies the judge's declarations: organisations, people by name or e-mail, e-mail domains with subdomains", () => {
    const found = deriveConflicts(
      [judge(1, "a@gmail.com", { organisations: ["Green Co"], people: ["nguyễn văn a", "LAN@yahoo.com"], email_domains: ["@acme.vn"] })],
      [
        contestant(10, "x@green.vn", { person_type: "organisation", full_name: "Green Co" }),
        contestant(11, "y@gmail.com", { full_name: "Nguyen Van A" }),
        contestant(12, "lan@yahoo.com"),
        contestant(13, "z@lab.acme.vn"),
        contestant(14, "q@notacme.vn"),
      ],
    );
    expect(pairs(found)).toEqual([
      "1-10:declared_organisation:Green Co",
      "1-11:declared_person:nguyễn văn a",
      "1-12:declared_person:LAN@yahoo.com",
      "1-13:declared_domain:acme.vn",
    ]);
  });
  it("applies the contestant's declaration, ignoring ids that are not judges", () => {
    const found = deriveConflicts([judge(1, "a@gmail.com"), judge(2, "b@gmail.com")], [contestant(10, "c@gmail.com", { declared_judge_ids: [2, 99] })]);
    expect(pairs(found)).toEqual(["2-10:contestant:"]);
  });
  it("normalises names: case, accents, đ and spaces", () => {
    expect(normaliseName("  Trần   Thị ĐÀO ")).toBe("tran thi dao");
  });
});
