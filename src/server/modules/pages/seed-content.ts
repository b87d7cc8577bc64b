import type { PageSection } from "#contracts/pages.ts";

export interface SeedPage {
  section: PageSection;
  slug: string;
  title_vi: string;
  title_en: string;
  /** Paragraphs separated by a blank line (see TranslatedBody). */
  body_vi: string;
  body_en: string;
}

const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

/**
 * The company, fund and organiser pages the site links to (spec: footer links, /gioi-thieu/{id}, /dich-vu/{id}).
 * Written from the spec: what the platform does, how the funds and the contest work. Figures that change (NAV,
 * portfolios) are not written here: they come from the fund data.
 */
export const companyPages: SeedPage[] = [
  {
    section: "introduce",
    slug: "ve-chung-toi",
    title_vi: "Về chúng tôi",
    title_en: "About us",
    body_vi: p(
      "TSI quản lý hai quỹ đầu tư mở dành cho nhà đầu tư cá nhân và tổ chức: Quỹ Đầu tư Tăng trưởng (TSTT) và Quỹ Đầu tư Bền vững (TSBV). Trên nền tảng này, nhà đầu tư mở tài khoản, hoàn tất định danh (KYC), đặt lệnh mua và bán chứng chỉ quỹ, theo dõi giá trị tài sản ròng (NAV), hiệu quả đầu tư, danh mục và báo cáo, và tải hợp đồng của mình.",
      "Chúng tôi tin rằng đầu tư chỉ bền lâu khi minh bạch. Mỗi lệnh được khớp theo NAV của ngày giao dịch, số chứng chỉ quỹ được ghi đến hai chữ số thập phân, và mọi biến động đơn vị quỹ được ghi vào một sổ cái chỉ ghi thêm, nên số dư của bạn luôn đối chiếu được.",
      "TSI cũng đồng hành cùng cuộc thi ý tưởng đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, sự kiện. Cuộc thi, bản tin và các trang thông tin của dự án được đăng trên cùng trang web này, bằng tiếng Việt và tiếng Anh.",
      "Bạn có câu hỏi? Hãy xem trang Câu hỏi thường gặp hoặc gửi tin nhắn qua trang Liên hệ; đội ngũ chăm sóc nhà đầu tư sẽ trả lời qua email.",
    ),
    body_en: p(
      "TSI manages two open-ended investment funds for individual and institutional investors: the Growth Investment Fund (TSTT) and the Sustainable Investment Fund (TSBV). On this platform investors open an account, complete identity verification (KYC), place orders to buy and sell fund units, follow the net asset value (NAV), performance, portfolios and reports, and download their contracts.",
      "We believe investing only lasts when it is transparent. Every order is priced at the NAV of its dealing day, units are recorded to two decimal places, and every movement of units is written to an append-only ledger, so your holding always reconciles.",
      "TSI also supports the idea contest to make the beach city a leading destination for conference and events tourism. The contest, the news and the project's information pages are published on this same website, in Vietnamese and English.",
      "Questions? See the Frequently asked questions page or send us a message from the Contact page; the investor care team answers by email.",
    ),
  },
  {
    section: "introduce",
    slug: "nhan-su-tsi",
    title_vi: "Nhân sự TSI",
    title_en: "TSI people",
    body_vi: p(
      "Đội ngũ TSI được tổ chức để mỗi quyết định đầu tư đều được xem xét độc lập và kiểm soát rủi ro ở từng bước.",
      "Hội đồng đầu tư phê duyệt chiến lược và giới hạn phân bổ tài sản của từng quỹ. Không thành viên nào tự quyết một khoản đầu tư lớn; các quyết định được ghi biên bản.",
      "Bộ phận quản lý quỹ xây dựng và điều chỉnh danh mục của Quỹ Tăng trưởng (TSTT) và Quỹ Bền vững (TSBV) trong giới hạn đã duyệt, và công bố danh mục định kỳ.",
      "Bộ phận quản trị rủi ro và tuân thủ theo dõi hạn mức, định giá NAV hằng ngày giao dịch và đối chiếu sổ cái đơn vị quỹ với số dư của từng nhà đầu tư.",
      "Bộ phận chăm sóc nhà đầu tư hướng dẫn mở tài khoản, định danh (KYC), đặt lệnh và tải hợp đồng; bạn liên hệ qua hotline, email hoặc trang Liên hệ.",
    ),
    body_en: p(
      "The TSI team is organised so that every investment decision is reviewed independently and risk is controlled at each step.",
      "The investment committee approves the strategy and asset-allocation limits of each fund. No single member decides a large investment alone; decisions are minuted.",
      "The fund management team builds and adjusts the portfolios of the Growth Fund (TSTT) and the Sustainable Fund (TSBV) within the approved limits, and publishes the portfolios regularly.",
      "The risk and compliance team monitors limits, values the NAV on every dealing day and reconciles the unit ledger with each investor's holding.",
      "The investor care team helps with opening an account, identity verification (KYC), placing orders and downloading contracts; reach them by hotline, email or the Contact page.",
    ),
  },
  {
    section: "introduce",
    slug: "tam-nhin--su-menh",
    title_vi: "Tầm nhìn & Sứ mệnh",
    title_en: "Vision & mission",
    body_vi: p(
      "Tầm nhìn: trở thành nơi người Việt tin tưởng gửi gắm khoản tiết kiệm dài hạn, với hai quỹ dễ hiểu, chi phí rõ ràng và thông tin công khai.",
      "Sứ mệnh: giúp nhà đầu tư tăng trưởng tài sản bền vững bằng kỷ luật đầu tư, quản trị rủi ro chặt chẽ và minh bạch trong từng con số: NAV, hiệu quả, danh mục và báo cáo đều được công bố trên nền tảng.",
      "Giá trị cốt lõi: minh bạch (mọi lệnh và đơn vị quỹ đều truy vết được), thận trọng (tiền của nhà đầu tư được tính bằng số nguyên, không làm tròn có lợi cho chúng tôi), và dễ tiếp cận (trang web hai ngôn ngữ, dùng tốt trên điện thoại và cho mọi người, kể cả người dùng công nghệ hỗ trợ).",
      "Chúng tôi cũng góp phần phát triển thành phố biển thông qua việc đồng hành cùng cuộc thi ý tưởng về du lịch hội nghị, sự kiện.",
    ),
    body_en: p(
      "Vision: to be where people in Vietnam trust their long-term savings, with two funds that are easy to understand, clear costs and public information.",
      "Mission: to help investors grow their wealth sustainably through investment discipline, careful risk management and transparency in every figure: NAV, performance, portfolios and reports are all published on the platform.",
      "Core values: transparency (every order and unit can be traced), prudence (investors' money is counted in whole numbers, never rounded in our favour), and accessibility (a bilingual website that works well on phones and for everyone, including people using assistive technology).",
      "We also contribute to the beach city's development by supporting the idea contest on conference and events tourism.",
    ),
  },
  {
    section: "introduce",
    slug: "cau-hoi-thuong-gap",
    title_vi: "Câu hỏi thường gặp",
    title_en: "Frequently asked questions",
    body_vi: p(
      "Ai có thể đầu tư vào quỹ? Người từ 18 tuổi trở lên, cá nhân hoặc tổ chức, đăng ký tài khoản nhà đầu tư và hoàn tất định danh (KYC): thông tin giấy tờ tùy thân, tài khoản ngân hàng và ảnh hai mặt giấy tờ.",
      "Lệnh mua và bán được khớp theo giá nào? Theo giá trị tài sản ròng trên một đơn vị quỹ (NAV) của ngày giao dịch của lệnh, không theo giá tại lúc bạn đặt lệnh.",
      "Số chứng chỉ quỹ được tính thế nào? Số tiền mua chia cho NAV, làm tròn xuống đến hai chữ số thập phân; phần lẻ còn lại được ghi nhận, không mất đi.",
      "Đặt lệnh hai lần vì mạng chập chờn có bị trùng không? Không. Mỗi lệnh có một mã riêng; gửi lại cùng một lệnh không tạo lệnh thứ hai.",
      "Tôi xem danh mục và báo cáo ở đâu? Trong khu vực nhà đầu tư: tổng quan, biểu đồ NAV, danh mục đầu tư, báo cáo, hợp đồng mua và bán của từng quỹ.",
      "Tôi có thể tham gia cuộc thi ý tưởng không? Có, nếu bạn từ 18 tuổi trở lên và không thuộc ban tổ chức hay người thân của họ. Mỗi thí sinh nộp một bài dự thi; xem thể lệ trên trang cuộc thi.",
      "Làm sao để liên hệ? Gọi hotline ở chân trang, nhắn qua Zalo hoặc Messenger, hoặc gửi tin nhắn ở trang Liên hệ.",
    ),
    body_en: p(
      "Who can invest in the funds? Anyone aged 18 or over, person or organisation, who registers an investor account and completes identity verification (KYC): identity document details, a bank account and photos of both sides of the document.",
      "At what price are buy and sell orders filled? At the net asset value per unit (NAV) of the order's dealing day, not the price at the moment you place it.",
      "How are units counted? The amount invested divided by the NAV, rounded down to two decimal places; the remainder is recorded, never lost.",
      "If I place an order twice because the connection drops, is it duplicated? No. Each order has its own key; sending the same order again does not create a second one.",
      "Where do I see portfolios and reports? In the investor area: overview, NAV chart, portfolio, reports, and buy and sell contracts for each fund.",
      "Can I enter the idea contest? Yes, if you are 18 or over and are neither on the organising committee nor a relative of its members. Each contestant submits one entry; see the rules on the contest pages.",
      "How do I contact you? Call the hotline in the footer, message us on Zalo or Messenger, or send a message from the Contact page.",
    ),
  },
  {
    section: "introduce",
    slug: "ban-to-chuc",
    title_vi: "Ban tổ chức cuộc thi",
    title_en: "The organising committee",
    body_vi: p(
      "Cuộc thi ý tưởng được đồng tổ chức bởi chính quyền tỉnh và nhà phát triển dự án. Ban tổ chức điều hành cuộc thi từ đầu đến cuối: công bố thể lệ và thời gian, tiếp nhận bài dự thi, phân công giám khảo, công bố kết quả và trao giải.",
      "Mỗi bài dự thi được hai giám khảo độc lập chấm, không biết tên tác giả; khi hai điểm chênh lệch quá ngưỡng công bố, một giám khảo thứ ba được phân công. Vòng sơ khảo loại bài không hợp lệ, vòng bán kết chọn những bài tốt nhất, vòng chung kết chọn các giải; mười bài điểm cao nhất vào vòng bình chọn giải đặc biệt.",
      "Thành viên ban tổ chức và người thân của họ không được dự thi.",
      "Mọi câu hỏi về cuộc thi, xin gửi qua trang Liên hệ; ban tổ chức trả lời bằng email, bằng ngôn ngữ bạn đã dùng.",
    ),
    body_en: p(
      "The idea contest is co-organised by the provincial authority and the project developer. The organising committee runs the contest end to end: it publishes the rules and timeline, receives entries, assigns judges, announces results and awards the prizes.",
      "Each entry is marked by two independent judges who do not know who wrote it; when their marks differ by more than the published threshold, a third judge is assigned. The preliminary round removes invalid entries, the semi-final picks the best ones and the final picks the prize winners; the ten highest-scoring finalists go to the jury vote for the special prize.",
      "Members of the organising committee and their relatives may not enter.",
      "Please send any question about the contest from the Contact page; the committee answers by email, in the language you wrote in.",
    ),
  },
  {
    section: "introduce",
    slug: "du-an",
    title_vi: "Về dự án",
    title_en: "About the project",
    body_vi: p(
      "Dự án hướng tới đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, sự kiện (MICE): nơi tổ chức hội nghị, triển lãm, lễ hội và chuỗi sự kiện quanh năm, không chỉ vào mùa hè.",
      "Cuộc thi ý tưởng mời mọi người, trong và ngoài nước, đề xuất cách làm điều đó: sản phẩm du lịch, hạ tầng, quảng bá, và phát triển bền vững. Bài dự thi gồm một câu hỏi trắc nghiệm và một bài luận, có thể kèm hình ảnh và video, bằng tiếng Việt hoặc tiếng Anh.",
      "Bài luận được chấm theo ba tiêu chí, mỗi tiêu chí 30 điểm: tính sáng tạo và khả thi; truyền thông và quảng bá hiệu quả; phát triển bền vững. Câu trắc nghiệm đúng được 10 điểm, tổng cộng 100 điểm.",
      "Người đăng ký từ 18 tuổi trở lên còn được tham gia vòng quay may mắn hằng tuần với phần thưởng là kỳ nghỉ tại thành phố biển.",
    ),
    body_en: p(
      "The project aims to make the beach city a leading destination for conference and events tourism (MICE): a place for conferences, exhibitions, festivals and events all year round, not only in summer.",
      "The idea contest invites everyone, in Vietnam and abroad, to propose how: tourism products, infrastructure, promotion and sustainable development. An entry is one multiple-choice question and one essay, optionally with images and videos, in Vietnamese or English.",
      "The essay is marked on three criteria, 30 points each: creativity and feasibility; effective communication and promotion; sustainable development. A right answer to the multiple-choice question scores 10, for 100 points in total.",
      "Registrants aged 18 or over also join a weekly lucky draw whose prizes are holidays in the beach city.",
    ),
  },
  {
    section: "introduce",
    slug: "nha-phat-trien",
    title_vi: "Nhà phát triển dự án",
    title_en: "The project developer",
    body_vi: p(
      "Nhà phát triển dự án là doanh nghiệp bất động sản đồng tổ chức cuộc thi cùng chính quyền tỉnh. Doanh nghiệp tài trợ cơ cấu giải thưởng, trong đó có giải đặc biệt và các phần thưởng của vòng quay may mắn.",
      "Phần thưởng vòng quay may mắn là kỳ nghỉ 7 ngày 6 đêm cho tối đa 5 người tại khu nghỉ dưỡng của dự án: đặt trước ít nhất 60 ngày, được đổi ngày một lần nếu báo trước 25 ngày, nhận phòng 15:00 thứ Bảy và trả phòng 10:00 thứ Sáu tuần sau, không áp dụng vào tuần lễ, tết và không quy đổi thành tiền mặt.",
      "Nhà phát triển không tham gia chấm thi; việc chấm thi do hội đồng giám khảo độc lập thực hiện.",
    ),
    body_en: p(
      "The project developer is the property company that co-organises the contest with the provincial authority. It funds the prize structure, including the special prize and the lucky draw prizes.",
      "A lucky draw prize is a 7-day, 6-night holiday for up to 5 people at the project's resort: book at least 60 days ahead, change the date once if you tell us 25 days before check-in, check in at 15:00 on Saturday and out at 10:00 the next Friday; not valid in holiday weeks and not exchangeable for cash.",
      "The developer takes no part in judging; entries are marked by an independent panel of judges.",
    ),
  },
  {
    section: "service",
    slug: "dau-tu-tang-truong--tstt",
    title_vi: "Đầu tư tăng trưởng – Quỹ TSTT",
    title_en: "Growth investment – TSTT fund",
    body_vi: p(
      "Quỹ Đầu tư Tăng trưởng (TSTT) dành cho nhà đầu tư muốn tài sản tăng trưởng trong dài hạn và chấp nhận biến động giá trong ngắn hạn. Quỹ đầu tư chủ yếu vào cổ phiếu của các doanh nghiệp có triển vọng tăng trưởng lợi nhuận tốt.",
      "Cách đầu tư: đăng ký tài khoản nhà đầu tư, hoàn tất định danh (KYC), rồi đặt lệnh mua với số tiền bạn muốn đầu tư. Lệnh được khớp theo NAV của ngày giao dịch; số chứng chỉ quỹ được làm tròn xuống đến hai chữ số thập phân.",
      "Theo dõi khoản đầu tư: trang quỹ trong khu vực nhà đầu tư có tổng quan, biểu đồ NAV, danh mục đầu tư, báo cáo, xuất xứ tài sản, và hợp đồng mua bán của bạn dưới dạng PDF.",
      "Bán chứng chỉ quỹ: đặt lệnh bán với số đơn vị bạn muốn bán, tiền được tính theo NAV của ngày giao dịch của lệnh bán.",
      "Rủi ro: giá trị đơn vị quỹ có thể tăng hoặc giảm; kết quả trong quá khứ không bảo đảm kết quả tương lai. Hãy đọc kỹ báo cáo và danh mục trước khi đầu tư.",
    ),
    body_en: p(
      "The Growth Investment Fund (TSTT) is for investors who want their wealth to grow over the long term and accept price swings in the short term. It invests mainly in shares of companies with good prospects of profit growth.",
      "How to invest: register an investor account, complete identity verification (KYC), then place a buy order for the amount you want to invest. The order is priced at the NAV of its dealing day; units are rounded down to two decimal places.",
      "Following your investment: the fund's page in the investor area has an overview, the NAV chart, the portfolio, reports, the origin of assets, and your buy and sell contracts as PDF.",
      "Selling units: place a sell order for the number of units you want to sell; the proceeds are priced at the NAV of the sell order's dealing day.",
      "Risks: the value of a unit can go down as well as up; past performance does not guarantee future results. Read the reports and the portfolio carefully before investing.",
    ),
  },
  {
    section: "service",
    slug: "dau-tu-ben-vung--tsbv",
    title_vi: "Đầu tư bền vững – Quỹ TSBV",
    title_en: "Sustainable investment – TSBV fund",
    body_vi: p(
      "Quỹ Đầu tư Bền vững (TSBV) dành cho nhà đầu tư ưu tiên sự ổn định và thu nhập đều đặn. Quỹ phân bổ vào các tài sản có thu nhập ổn định và doanh nghiệp đáp ứng tiêu chí môi trường, xã hội và quản trị (ESG), với mức biến động thấp hơn quỹ tăng trưởng.",
      "Cách đầu tư: đăng ký tài khoản nhà đầu tư, hoàn tất định danh (KYC), rồi đặt lệnh mua. Lệnh được khớp theo NAV của ngày giao dịch; số chứng chỉ quỹ được làm tròn xuống đến hai chữ số thập phân và phần lẻ được ghi nhận.",
      "Theo dõi khoản đầu tư: tổng quan, biểu đồ NAV, danh mục đầu tư, báo cáo định kỳ, xuất xứ tài sản và hợp đồng của bạn đều có trong khu vực nhà đầu tư.",
      "Bán chứng chỉ quỹ: đặt lệnh bán bất kỳ lúc nào; tiền được tính theo NAV của ngày giao dịch của lệnh bán.",
      "Rủi ro: dù hướng tới sự ổn định, giá trị đơn vị quỹ vẫn có thể giảm; kết quả trong quá khứ không bảo đảm kết quả tương lai.",
    ),
    body_en: p(
      "The Sustainable Investment Fund (TSBV) is for investors who put stability and steady income first. It allocates to assets with stable income and to companies that meet environmental, social and governance (ESG) criteria, with lower swings than the growth fund.",
      "How to invest: register an investor account, complete identity verification (KYC), then place a buy order. The order is priced at the NAV of its dealing day; units are rounded down to two decimal places and the remainder is recorded.",
      "Following your investment: the overview, NAV chart, portfolio, regular reports, origin of assets and your contracts are all in the investor area.",
      "Selling units: place a sell order at any time; the proceeds are priced at the NAV of the sell order's dealing day.",
      "Risks: although it aims for stability, the value of a unit can still fall; past performance does not guarantee future results.",
    ),
  },
];
