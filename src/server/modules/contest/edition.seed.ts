import type { EditionInput } from "#contracts/contest.ts";

const MiB = 1024 * 1024;

/**
 * The first edition, from the spec's reading B (PRODUCT.md): dates in Vietnam time (UTC+7), prizes in VND.
 * The seed moves the dates so that a fresh install is open today; administrators then set the real ones.
 */
export const seededEdition: EditionInput = {
  name: {
    vi: "Cuộc thi ý tưởng: Đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, sự kiện",
    en: "Idea contest: making the beach city a leading destination for conference and events tourism",
  },
  launch_at: "2021-07-15T00:00:00+07:00",
  submission_opens_at: "2021-07-22T00:00:00+07:00",
  submission_closes_at: "2021-10-23T00:00:00+07:00",
  semi_final_results_at: "2021-11-07T09:00:00+07:00",
  final_results_at: "2021-12-20T09:00:00+07:00",
  choice_question: {
    vi: "Cuộc thi này tìm kiếm ý tưởng để thành phố biển trở thành điểm đến hàng đầu của loại hình du lịch nào?",
    en: "This contest looks for ideas to make the beach city a leading destination for which kind of tourism?",
  },
  choice_options: {
    A: { vi: "Du lịch nghỉ dưỡng sinh thái", en: "Eco-resort tourism" },
    B: { vi: "Du lịch hội nghị, hội thảo và sự kiện (MICE)", en: "Conference, meeting and events tourism (MICE)" },
    C: { vi: "Du lịch tâm linh", en: "Pilgrimage tourism" },
    D: { vi: "Du lịch mạo hiểm", en: "Adventure tourism" },
    E: { vi: "Du lịch nông nghiệp", en: "Agritourism" },
  },
  correct_option: "B",
  essay_question: {
    vi: "Hãy trình bày ý tưởng của bạn để đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, sự kiện. Bài dự thi được chấm theo ba tiêu chí, mỗi tiêu chí 30 điểm: tính sáng tạo và khả thi; truyền thông, quảng bá hiệu quả; phát triển bền vững.",
    en: "Present your idea for making the beach city a leading destination for conference and events tourism. Essays are marked on three criteria of 30 points each: creativity and feasibility; effective communication and promotion; sustainable development.",
  },
  limits: {
    title_min: 50,
    title_max: 200,
    essay_max_bytes: 20 * MiB,
    image_max_bytes: 5 * MiB,
    image_max_count: 10,
    video_max_bytes: 150 * MiB,
    video_max_count: 3,
    draft_max_bytes: (20 + 10 * 5 + 3 * 150) * MiB,
  },
  prizes: [
    { rank: "special", count: 1, amount_vnd: 7_000_000_000 },
    { rank: "first", count: 1, amount_vnd: 4_600_000_000 },
    { rank: "second", count: 1, amount_vnd: 2_300_000_000 },
    { rank: "third", count: 1, amount_vnd: 1_000_000_000 },
    { rank: "idea", count: 3, amount_vnd: 450_000_000 },
    { rank: "consolation", count: 43, amount_vnd: 70_000_000 },
  ],
  semi_final_count: 50,
  jury_vote_count: 10,
  lucky_draw: {
    weekly_prizes: [25, 25, 50, 50, 100, 100, 150, 200, 250, 300, 350, 400, 500],
    first_week_starts_at: "2021-07-22T00:00:00+07:00",
    prize_value_usd: 1000,
    winners_email_after_days: 7,
  },
};
