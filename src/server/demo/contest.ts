import type { Edition, EditionInput } from "#contracts/contest.ts";
import type { Account, DemoApp } from "./demo-app.ts";
import { demoImage, demoPdf } from "./files.ts";
import { organisation, person, type DemoPerson } from "./people.ts";

const DAY = 86_400_000;

/**
 * The edition's timeline, from the end of submissions (`closesAt`, a Vietnam midnight): the demo places it so that the
 * phase it stops at is today. Marking windows follow at fixed distances, announcements at 09:00 Vietnam time.
 */
export function timelineFrom(closesAt: Date) {
  const at = (days: number, hours = 0) => new Date(closesAt.getTime() + days * DAY + hours * 3_600_000);
  return {
    launch: at(-80),
    opens: at(-70),
    closes: closesAt,
    semiFinalMarking: { starts: at(1), deadline: at(14) },
    semiFinalResults: at(20, 9),
    finalMarking: { starts: at(21), deadline: at(35) },
    finalResults: at(40, 9),
  };
}
export type Timeline = ReturnType<typeof timelineFrom>;

/** Lucky-draw prizes per week: ten weeks from the opening of submissions. */
export const LUCKY_DRAW_PRIZES = [2, 2, 2, 3, 3, 3, 3, 4, 4, 5];

/** The seeded prize table's amounts, with as many idea and consolation prizes as forty contestants make sense of. */
const DEMO_PRIZE_COUNTS: Partial<Record<string, number>> = { idea: 2, consolation: 4 };

/** The administrator sets the edition's dates, a prize table a demo can fill, and a ten-week lucky draw. */
export async function setEdition(demo: DemoApp, timeline: Timeline): Promise<Edition> {
  const current = (await demo.call(demo.admin, "GET", "/contest/edition/admin")).json.data as Edition;
  const { id: _id, demo_shift_days: _shift, updated_at: _updated, ...fields } = current;
  const input: EditionInput = {
    ...fields,
    launch_at: timeline.launch.toISOString(),
    submission_opens_at: timeline.opens.toISOString(),
    submission_closes_at: timeline.closes.toISOString(),
    semi_final_results_at: timeline.semiFinalResults.toISOString(),
    final_results_at: timeline.finalResults.toISOString(),
    semi_final_count: 12,
    jury_vote_count: 5,
    prizes: fields.prizes.map((prize) => ({ ...prize, count: DEMO_PRIZE_COUNTS[prize.rank] ?? prize.count })),
    lucky_draw: { ...fields.lucky_draw, weekly_prizes: LUCKY_DRAW_PRIZES, first_week_starts_at: timeline.opens.toISOString() },
  };
  return (await demo.call(demo.admin, "PUT", "/contest/edition", input)).json.data as Edition;
}

/** About forty contestants: persons and organisations, every personal field a submission needs filled in. */
export async function createContestants(demo: DemoApp): Promise<Account[]> {
  const people: DemoPerson[] = [...Array.from({ length: 34 }, (_, n) => person("ts", n)), ...Array.from({ length: 6 }, (_, n) => organisation("ts", n))];
  const accounts: Account[] = [];
  for (const fields of people) accounts.push(await demo.account("candidate", { ...fields }));
  return accounts;
}

const themes = [
  "Trung tâm hội nghị nổi trên vịnh kết nối du lịch MICE quanh năm",
  "Chuỗi sự kiện văn hóa ven sông Hàn thu hút hội thảo quốc tế",
  "Làng nghề truyền thống đón đoàn khách hội nghị trải nghiệm",
  "Bến du thuyền xanh cho các đoàn khách sự kiện khu vực châu Á",
  "Mạng lưới khách sạn tiết kiệm năng lượng phục vụ hội nghị lớn",
  "Lễ hội ánh sáng bốn mùa gắn với các diễn đàn kinh tế biển",
];

/** One essay per theme, made once: embedding the font is the slow part of a PDF, and judges read them blind anyway. */
const essays = new Map<number, Promise<Buffer>>();
function essayOn(theme: number): Promise<Buffer> {
  if (!essays.has(theme)) {
    essays.set(
      theme,
      demoPdf(themes[theme]!, [
        "Ý tưởng đề xuất biến thành phố biển thành điểm đến hội nghị, hội thảo và sự kiện của khu vực, dựa trên hạ tầng sẵn có, con người thân thiện và thiên nhiên đa dạng.",
        "Bài luận trình bày bối cảnh, giải pháp, lộ trình ba năm, nguồn vốn và cách đo lường hiệu quả, cùng các rủi ro và cách giảm thiểu.",
      ]),
    );
  }
  return essays.get(theme)!;
}

/** The n-th entry's title, within the edition's length limits (50–200 visible characters). */
const entryTitle = (n: number) => `${themes[n % themes.length]} – đề xuất số ${n + 1}`;

/** A tus upload sent whole (the path the wizard's uploader takes): creation, then one PATCH. */
async function upload(demo: DemoApp, who: Account, kind: "essay" | "image", name: string, content: Buffer) {
  const metadata = Object.entries({ kind, filename: name })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
  const created = await demo.request(who, "/uploads", {
    method: "POST",
    headers: { "tus-resumable": "1.0.0", "upload-length": String(content.byteLength), "upload-metadata": metadata },
  });
  if (created.status !== 201) throw new Error(`upload of ${name}: ${created.status} ${await created.text()}`);
  const sent = await demo.request(who, created.headers.get("location")!, {
    method: "PATCH",
    headers: { "tus-resumable": "1.0.0", "content-type": "application/offset+octet-stream", "upload-offset": "0" },
    body: content as unknown as BodyInit,
  });
  if (sent.status !== 204) throw new Error(`upload of ${name}: ${sent.status} ${await sent.text()}`);
}

/**
 * A contestant's entry: the draft, an essay PDF and one or two photos through tus, then (unless `draftOnly`) the
 * submission, naming a judge they have a conflict with when given. Most answer the choice question right (B).
 */
export async function sendEntry(demo: DemoApp, who: Account, n: number, options: { conflictJudgeIds?: number[]; draftOnly?: boolean } = {}) {
  const title = entryTitle(n);
  const choice_answer = n % 9 === 4 ? "D" : "B";
  await demo.call(who, "PUT", "/contest/draft", { choice_answer, title, accept_rules: true });
  await upload(demo, who, "essay", `bai-luan-${n + 1}.pdf`, await essayOn(n % themes.length));
  for (let photo = 0; photo < 1 + (n % 2); photo += 1) await upload(demo, who, "image", `hinh-anh-${n + 1}-${photo + 1}.jpg`, await demoImage(n * 3 + photo));
  // The files' checks run as jobs once their bytes are stored (ADR 0029): run them, as the worker would meanwhile.
  await demo.deps.jobs.runDue();
  if (options.draftOnly) return;
  await demo.call(who, "POST", "/contest/entry", {
    choice_answer,
    title,
    accept_rules: true,
    declare_not_staff: true,
    conflict_judge_ids: options.conflictJudgeIds ?? [],
    publish_name: n % 3 !== 2,
  });
}
