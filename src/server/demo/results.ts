import type { Account, DemoApp } from "./demo-app.ts";

/** Screening: entries excluded with a reason (each contestant is e-mailed it). */
export async function exclude(demo: DemoApp, entryIds: number[]) {
  const reasons = ["Bài luận trùng lặp với một bài đã đăng trên báo.", "Tệp bài luận không đúng đề bài của cuộc thi."];
  for (const [index, entryId] of entryIds.entries())
    await demo.call(demo.admin, "POST", `/contest/entries/${entryId}/exclude`, { reason: reasons[index % reasons.length] });
}

/** Compute, confirm and (on its announcement date, where the demo's clock stands) publish a round. */
export async function computeAndConfirm(demo: DemoApp, round: "semi_final" | "final") {
  await demo.call(demo.admin, "POST", `/results/${round}/compute`);
  await demo.call(demo.admin, "POST", `/results/${round}/confirm`);
}

export async function publish(demo: DemoApp, round: "semi_final" | "final") {
  await demo.call(demo.admin, "POST", `/results/${round}/publish`, {});
}

/**
 * The special prize's jury: three judges vote, each ranking every candidate (they mostly agree on the top two
 * in different orders, so the Schulze count has something to decide); then the vote is closed.
 */
export async function juryVote(demo: DemoApp, jurors: Account[]) {
  for (const juror of jurors) await demo.call(demo.admin, "PUT", `/jury/members/${juror.id}`, { jury: true });
  for (const [index, juror] of jurors.entries()) {
    const ballot = (await demo.call(juror, "GET", "/jury/ballot")).json.data as { candidates: { code: string }[] };
    const codes = ballot.candidates.map((candidate) => candidate.code);
    const ranking = index === 1 ? [codes[1]!, codes[0]!, ...codes.slice(2)] : index === 2 ? [codes[1]!, ...codes.slice(2), codes[0]!] : codes;
    await demo.call(juror, "PUT", "/jury/ballot", { ranking });
  }
  await demo.call(demo.admin, "POST", "/jury/close");
}

/** One winner cancelled after publication (the third prize's), so the cascade and a re-frozen record show. */
export async function cancelOnePrize(demo: DemoApp) {
  const published = (await demo.call(null, "GET", "/results/record")).json.data as {
    record: { computed: { final: { prizes: { rank: string; seq: number }[] } } };
  };
  const third = published.record.computed.final.prizes.find((prize) => prize.rank === "third");
  if (!third) throw new Error("no third prize to cancel");
  await demo.call(demo.admin, "POST", `/results/winners/${third.seq}/cancel`, {
    reason: "Người đoạt giải không cung cấp được giấy tờ tùy thân hợp lệ để nhận giải.",
  });
}
