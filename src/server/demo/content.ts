import type { DemoApp } from "./demo-app.ts";
import { demoPdf } from "./files.ts";
import { vietnamDay } from "./market.ts";

const articles = [
  {
    title_vi: "Phát động cuộc thi ý tưởng phát triển du lịch hội nghị",
    title_en: "The idea contest for conference tourism opens",
    summary_vi: "Ban tổ chức mời mọi người dân, doanh nghiệp gửi ý tưởng đưa thành phố thành điểm đến hội nghị của khu vực.",
    summary_en: "The organisers invite residents and companies to send ideas that make the city the region's conference destination.",
  },
  {
    title_vi: "Hướng dẫn chuẩn bị bài luận và hình ảnh dự thi",
    title_en: "How to prepare your essay and photos",
    summary_vi: "Bài luận một tệp PDF, tối đa mười hình ảnh và ba video; tiêu đề từ 50 đến 200 ký tự.",
    summary_en: "One PDF essay, up to ten photos and three videos; a title of 50 to 200 characters.",
  },
  {
    title_vi: "Hội đồng giám khảo bắt đầu chấm vòng bán kết",
    title_en: "The jury starts marking the semi-final",
    summary_vi: "Mỗi bài được hai giám khảo chấm độc lập; khi điểm chênh lệch lớn, giám khảo thứ ba chấm.",
    summary_en: "Two judges mark each entry independently; a third marks when they disagree widely.",
  },
];

/** News articles the administrator published over the contest's life (one of them marked hot). */
export async function publishNews(demo: DemoApp, index: number) {
  const article = articles[index % articles.length]!;
  const categories = (await demo.call(demo.admin, "GET", "/newscat")).json.data as { id: number }[];
  const body = (text: string) => `<p>${text}</p><p>${text}</p>`;
  await demo.call(demo.admin, "POST", "/news", {
    category_id: categories[0]!.id,
    ...article,
    body_vi: body(article.summary_vi),
    body_en: body(article.summary_en),
    hot: index === 0,
    publish: true,
  });
}

/** A fund's monthly investment report (category 1) as a real PDF, published to the fund's pages. */
export async function publishReport(demo: DemoApp, loai: 0 | 1) {
  const day = vietnamDay(demo.clock.now());
  const fund = loai === 0 ? "Quỹ Đầu tư Tăng trưởng (TSTT)" : "Quỹ Đầu tư Bền vững (TSBV)";
  const title = `Báo cáo đầu tư tháng ${day.slice(5, 7)}/${day.slice(0, 4)} – ${fund}`;
  const pdf = await demoPdf(title, [
    "Giá trị tài sản ròng trên mỗi đơn vị quỹ tăng so với tháng trước, cao hơn mức tăng của VN-Index trong cùng kỳ.",
    "Danh mục tập trung vào cổ phiếu ngành du lịch, hạ tầng và ngân hàng; tỷ trọng tiền mặt được giữ ở mức an toàn.",
  ]);
  const form = new FormData();
  for (const [key, value] of Object.entries({
    catID: "1",
    loai: String(loai),
    title_vi: title,
    title_en: `Investment report ${day.slice(0, 7)} – ${loai === 0 ? "Growth fund (TSTT)" : "Sustainable fund (TSBV)"}`,
    date: day,
    status: "1",
  }))
    form.set(key, value);
  form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `bao-cao-${day}.pdf`);
  const response = await demo.request(demo.admin, "/api/v1/reports", { method: "POST", body: form });
  if (!response.ok) throw new Error(`report: ${response.status} ${await response.text()}`);
}
