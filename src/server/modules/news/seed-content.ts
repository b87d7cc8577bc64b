/** News seeded on a fresh install: categories in display order, and the articles that open the contest. HTML is sanitised-editor HTML. */
export interface NewsCategorySeed {
  slug: string;
  name: { vi: string; en: string };
}

export interface NewsArticleSeed {
  category: string; // slug of one of the categories
  slug: string; // ascii, lower-case, words joined by "-", from the Vietnamese title
  hot: boolean;
  title: { vi: string; en: string }; // <= 200 characters
  summary: { vi: string; en: string }; // 1–2 sentences, <= 300 characters, plain text
  body: { vi: string; en: string }; // HTML
}

export const newsCategories: NewsCategorySeed[] = [
  { slug: "tin-cuoc-thi", name: { vi: "Tin cuộc thi", en: "Contest news" } },
  { slug: "thong-bao", name: { vi: "Thông báo", en: "Announcements" } },
  {
    slug: "du-lich-hoi-nghi-su-kien",
    name: { vi: "Du lịch hội nghị, sự kiện", en: "Conference and events tourism" },
  },
];

export const newsArticles: NewsArticleSeed[] = [
  {
    category: "tin-cuoc-thi",
    slug: "phat-dong-cuoc-thi-y-tuong-ve-du-lich-hoi-nghi-su-kien-cho-thanh-pho-bien",
    hot: true,
    title: {
      vi: "Phát động cuộc thi ý tưởng về du lịch hội nghị, sự kiện cho thành phố biển",
      en: "Idea contest launched: help make the beach city a leading destination for conferences and events",
    },
    summary: {
      vi: "Ban Tổ chức phát động cuộc thi tìm kiếm ý tưởng đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, sự kiện. Cá nhân và tổ chức từ đủ 18 tuổi ở bất kỳ đâu đều có thể tham gia miễn phí.",
      en: "The Organising Committee has launched a contest for ideas that will make the beach city a leading destination for conference and events tourism. Individuals and organisations aged 18 or over, anywhere in the world, can enter free of charge.",
    },
    body: {
      vi: `<p>Ban Tổ chức chính thức phát động cuộc thi ý tưởng “Đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, sự kiện”. Cuộc thi tìm kiếm những ý tưởng sáng tạo, khả thi và bền vững giúp thành phố thu hút hội nghị, hội thảo, chương trình khen thưởng và sự kiện (MICE) trong nước và quốc tế, để du lịch phát triển quanh năm. Cuộc thi do chính quyền cấp tỉnh và chủ đầu tư dự án đồng tổ chức.</p>
<h2>Ai được tham gia?</h2>
<ul>
<li>Cá nhân từ đủ 18 tuổi, không phân biệt quốc tịch hay nơi cư trú.</li>
<li>Tổ chức (doanh nghiệp, trường học, viện nghiên cứu, nhóm chuyên gia…) tham gia thông qua một người đại diện từ đủ 18 tuổi.</li>
</ul>
<p>Thành viên Ban Tổ chức, Hội đồng Giám khảo, nhân viên trực tiếp tham gia tổ chức cuộc thi và người thân của họ không được dự thi. Việc tham gia hoàn toàn miễn phí; bài dự thi viết bằng tiếng Việt, tiếng Anh hoặc song ngữ.</p>
<h2>Bài dự thi gồm những gì?</h2>
<ul>
<li><strong>Câu 1 – câu hỏi trắc nghiệm</strong> (10 điểm): chọn một đáp án trong năm phương án A, B, C, D, E.</li>
<li><strong>Câu 2 – bài tự luận</strong> (90 điểm): một tệp PDF tối đa 20 MB trình bày ý tưởng, chấm theo ba tiêu chí, mỗi tiêu chí 30 điểm: tính sáng tạo và khả thi; truyền thông, quảng bá hiệu quả; phát triển bền vững.</li>
<li><strong>Tệp minh họa</strong> (không bắt buộc): tối đa 10 hình ảnh, mỗi ảnh không quá 5 MB, và tối đa 3 video, mỗi video không quá 150 MB.</li>
</ul>
<p>Mỗi thí sinh chỉ gửi một bài dự thi. Bài được hai giám khảo độc lập chấm dưới mã số ẩn danh, vì vậy thí sinh không ghi tên hay thông tin liên hệ trong bài.</p>
<h2>Giải thưởng</h2>
<p>Cuộc thi trao Giải Đặc biệt, Giải Nhất, Giải Nhì, Giải Ba, các giải Ý tưởng và giải Khuyến khích cho những bài xuất sắc nhất vòng chung kết; Giải Đặc biệt do Hội đồng Giám khảo bỏ phiếu chọn. Số lượng và giá trị từng giải được công bố tại trang <a href="/cuoc-thi/co-cau-giai-thuong">Cơ cấu giải thưởng</a>.</p>
<p>Song song với cuộc thi, <a href="/cuoc-thi/vong-quay-may-man">Vòng quay may mắn</a> quay thưởng hằng tuần các kỳ nghỉ dưỡng tại thành phố biển. Mọi người đã đăng ký tài khoản và từ đủ 18 tuổi đều nhận một số may mắn, kể cả khi chưa gửi bài.</p>
<h2>Cách tham gia</h2>
<ol>
<li><a href="/user/register">Đăng ký tài khoản</a> bằng email và kích hoạt tài khoản.</li>
<li>Điền đầy đủ thông tin cá nhân trong trang tài khoản.</li>
<li>Trả lời câu hỏi trắc nghiệm, tải lên bài tự luận và gửi bài trong thời gian nhận bài nêu tại trang <a href="/cuoc-thi/lich-trinh">Lịch trình cuộc thi</a>.</li>
</ol>
<h2>Tìm hiểu thêm</h2>
<ul>
<li><a href="/cuoc-thi/dieu-le">Thể lệ cuộc thi</a>: đối tượng, nội dung bài, bản quyền và các trường hợp không hợp lệ.</li>
<li><a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>: cách chấm điểm, các vòng thi và cách xét giải.</li>
<li><a href="/cuoc-thi/hoi-dap">Hỏi – đáp</a>: giải đáp những thắc mắc thường gặp.</li>
</ul>
<p>Mọi câu hỏi khác xin gửi qua <a href="/lien-he">trang Liên hệ</a>.</p>`,
      en: `<p>The Organising Committee has launched the idea contest “Making the beach city a leading destination for conference and events tourism”. We are looking for creative, workable and sustainable ideas that will help the city attract meetings, incentive trips, conferences and events (MICE) from Vietnam and abroad, so that tourism thrives all year round. The contest is co-organised by the provincial authority and the project’s developer.</p>
<h2>Who can enter?</h2>
<ul>
<li>Individuals aged 18 or over, of any nationality and living anywhere.</li>
<li>Organisations (companies, universities, research institutes, teams of professionals and so on), entering through a representative aged 18 or over.</li>
</ul>
<p>Members of the Organising Committee and the Judges Board, staff directly involved in running the contest, and their relatives may not enter. Entering is free, and entries may be written in Vietnamese, English or both.</p>
<h2>What does an entry contain?</h2>
<ul>
<li><strong>Question 1, multiple choice</strong> (10 points): one answer out of options A to E.</li>
<li><strong>Question 2, the essay</strong> (90 points): one PDF file of up to 20 MB presenting your idea, marked on three criteria of 30 points each: creativity and feasibility; effective communication and promotion; sustainable development.</li>
<li><strong>Supporting files</strong> (optional): up to 10 images of up to 5 MB each, and up to 3 videos of up to 150 MB each.</li>
</ul>
<p>Each contestant sends one entry. Every entry is marked by two independent judges under an anonymous code, so keep your name and contact details out of it.</p>
<h2>Prizes</h2>
<p>The contest awards a Special Prize, First, Second and Third Prizes, idea prizes and consolation prizes to the strongest entries of the final round; the Special Prize is chosen by a vote of the Judges Board. The number and value of each prize are listed on the <a href="/en/contest/co-cau-giai-thuong">prize structure</a> page.</p>
<p>Alongside the contest, a weekly <a href="/en/contest/vong-quay-may-man">lucky draw</a> gives away holiday stays in the beach city. Everyone with an account who is 18 or over receives a lucky number, even without sending an entry.</p>
<h2>How to take part</h2>
<ol>
<li><a href="/en/user/register">Create an account</a> with your e-mail address and activate it.</li>
<li>Complete your personal information on your account page.</li>
<li>Answer the choice question, upload your essay and send your entry within the submission window shown on the <a href="/en/contest/lich-trinh">contest timeline</a>.</li>
</ol>
<h2>Read more</h2>
<ul>
<li><a href="/en/contest/dieu-le">Contest rules</a>: who may enter, what to send, copyright and invalid entries.</li>
<li><a href="/en/contest/quy-che">Scoring regulations</a>: how entries are marked, the rounds and how prizes are decided.</li>
<li><a href="/en/contest/hoi-dap">Frequently asked questions</a>: quick answers to common questions.</li>
</ul>
<p>For anything else, write to us through the <a href="/en/contact">contact page</a>.</p>`,
    },
  },
  {
    category: "thong-bao",
    slug: "huong-dan-gui-bai-du-thi-tung-buoc",
    hot: false,
    title: {
      vi: "Hướng dẫn gửi bài dự thi từng bước",
      en: "How to submit your entry, step by step",
    },
    summary: {
      vi: "Ban Tổ chức hướng dẫn chi tiết các bước từ tạo tài khoản, hoàn thiện thông tin cá nhân đến tải tệp và xác nhận gửi bài. Mỗi thí sinh chỉ gửi một bài và không thể chỉnh sửa sau khi gửi.",
      en: "A step-by-step guide from creating your account and completing your personal information to uploading your files and confirming your entry. Each contestant sends one entry, and it cannot be changed once sent.",
    },
    body: {
      vi: `<p>Toàn bộ việc dự thi diễn ra trực tuyến. Ban Tổ chức hướng dẫn các bước dưới đây để thí sinh gửi bài dự thi thuận lợi và đúng <a href="/cuoc-thi/dieu-le">Thể lệ</a>.</p>
<h2>Bước 1. Tạo và kích hoạt tài khoản</h2>
<p><a href="/user/register">Đăng ký tài khoản</a> bằng email, chọn loại hình Cá nhân hoặc Tổ chức và đồng ý với điều khoản sử dụng. Mở email kích hoạt và bấm vào liên kết trong thư để kích hoạt tài khoản, sau đó đăng nhập.</p>
<h2>Bước 2. Hoàn thiện thông tin cá nhân</h2>
<p>Trong trang tài khoản, điền đầy đủ họ tên, số CCCD hoặc hộ chiếu, ngày sinh, số điện thoại và quốc gia. Đây là điều kiện bắt buộc: hệ thống không cho phép gửi bài khi thông tin cá nhân còn thiếu.</p>
<h2>Bước 3. Trả lời câu hỏi trắc nghiệm</h2>
<p>Mở trang gửi bài dự thi. Ở Câu 1, chọn một đáp án trong năm phương án A, B, C, D, E.</p>
<h2>Bước 4. Tải lên bài tự luận và tệp minh họa</h2>
<ul>
<li>Tên bài dự thi: từ 50 đến 200 ký tự.</li>
<li>Bài tự luận: bắt buộc, một tệp PDF, tối đa 20 MB.</li>
<li>Hình ảnh (không bắt buộc): tối đa 10 ảnh, mỗi ảnh tối đa 5 MB, định dạng tiff, jpg, jpeg, png.</li>
<li>Video (không bắt buộc): tối đa 3 video, mỗi video tối đa 150 MB, định dạng mp4, mov.</li>
</ul>
<p>Nếu mất kết nối giữa chừng, quá trình tải lên sẽ tiếp tục từ chỗ bị gián đoạn khi có mạng trở lại. Bài đang làm được lưu thành bản nháp trong tài khoản, nên thí sinh có thể dừng lại và tiếp tục vào lần sau, trên cùng thiết bị hoặc thiết bị khác. Không ghi họ tên hay thông tin liên hệ trong bài, ảnh và video vì bài được chấm ẩn danh.</p>
<h2>Bước 5. Xem lại bài dự thi</h2>
<p>Ở bước xem trước, kiểm tra đáp án, tên bài và từng tệp đính kèm; nếu cần, quay lại bước trước để chỉnh sửa. Đánh dấu xác nhận đồng ý với Thể lệ cuộc thi.</p>
<h2>Bước 6. Xác nhận gửi bài</h2>
<p>Bấm gửi bài, hệ thống sẽ hỏi xác nhận lần cuối. Chọn <strong>“Chắc chắn”</strong> để gửi, hoặc <strong>“Cần kiểm tra lại”</strong> để trở về bài làm mà không gửi.</p>
<h2>Sau khi gửi</h2>
<p>Bài dự thi được cấp <strong>số thứ tự gửi bài</strong> do máy chủ ghi nhận, dùng khi xét các trường hợp bằng điểm, và một <strong>mã số ẩn danh</strong> dùng trong suốt quá trình chấm. Thí sinh nhận email xác nhận đã nhận bài tại địa chỉ đã đăng ký.</p>
<h2>Lưu ý</h2>
<ul>
<li>Mỗi thí sinh chỉ được gửi <strong>một bài dự thi</strong>; bài gửi thêm từ tài khoản khác sẽ bị loại.</li>
<li>Bài đã gửi không thể chỉnh sửa, bổ sung hay thay thế.</li>
<li>Cổng nhận bài đóng đúng giờ theo đồng hồ máy chủ; nên gửi sớm, nhất là khi có video. Xem <a href="/cuoc-thi/lich-trinh">Lịch trình cuộc thi</a>.</li>
<li>Nếu gặp sự cố, hãy liên hệ qua <a href="/lien-he">trang Liên hệ</a>.</li>
</ul>`,
      en: `<p>Everything happens online. Follow the steps below to send your entry smoothly and in line with the <a href="/en/contest/dieu-le">contest rules</a>.</p>
<h2>Step 1. Create and activate your account</h2>
<p><a href="/en/user/register">Register</a> with your e-mail address, choose whether you enter as a person or an organisation, and accept the terms. Open the activation e-mail, follow the link to activate your account, then log in.</p>
<h2>Step 2. Complete your personal information</h2>
<p>On your account page, fill in your full name, ID card or passport number, date of birth, phone number and country. This is required: you cannot send an entry while any of it is missing.</p>
<h2>Step 3. Answer the choice question</h2>
<p>Open the submission page. For Question 1, choose one answer out of options A to E.</p>
<h2>Step 4. Upload your essay and supporting files</h2>
<ul>
<li>Title: 50 to 200 characters.</li>
<li>Essay: required, one PDF file, up to 20 MB.</li>
<li>Images (optional): up to 10, each up to 5 MB, in tiff, jpg, jpeg or png.</li>
<li>Videos (optional): up to 3, each up to 150 MB, in mp4 or mov.</li>
</ul>
<p>If your connection drops, the upload picks up where it stopped once you are back online. Your work is kept as a draft in your account, so you can stop and carry on later, on the same device or another one. Keep your name and contact details out of the essay, images and videos: entries are marked anonymously.</p>
<h2>Step 5. Review your entry</h2>
<p>On the review step, check your answer, your title and every file; go back to editing if anything needs fixing. Tick the box to accept the contest rules.</p>
<h2>Step 6. Confirm and send</h2>
<p>Press send and you will be asked to confirm. Choose <strong>“Sure”</strong> to send your entry, or <strong>“Need to check”</strong> to return to it without sending.</p>
<h2>After sending</h2>
<p>Your entry receives a <strong>submission number</strong> from the server, which is used to break ties, and an <strong>anonymous entry code</strong> under which it is marked. A confirmation e-mail is sent to the address you registered with.</p>
<h2>Remember</h2>
<ul>
<li>Each contestant may send <strong>one entry only</strong>; a further entry from another account will be excluded.</li>
<li>A sent entry cannot be edited, supplemented or replaced.</li>
<li>Submission closes exactly on time by the server clock, so send early, especially with videos. See the <a href="/en/contest/lich-trinh">contest timeline</a>.</li>
<li>If something goes wrong, contact us through the <a href="/en/contact">contact page</a>.</li>
</ul>`,
    },
  },
  {
    category: "du-lich-hoi-nghi-su-kien",
    slug: "vi-sao-du-lich-hoi-nghi-su-kien-quan-trong-voi-thanh-pho-bien",
    hot: false,
    title: {
      vi: "Vì sao du lịch hội nghị, sự kiện quan trọng với thành phố biển",
      en: "Why conference and events tourism matters for a beach city",
    },
    summary: {
      vi: "Du lịch hội nghị, sự kiện (MICE) giúp thành phố biển đón khách quanh năm, tăng chi tiêu của du khách, nâng chất lượng dịch vụ và quảng bá hình ảnh. Bài viết cũng gợi ý những hướng ý tưởng cuộc thi mong nhận được.",
      en: "Conference and events (MICE) tourism brings a beach city visitors all year, higher spending, better services and a stronger image. This article also suggests the kinds of ideas the contest hopes to receive.",
    },
    body: {
      vi: `<p>Du lịch hội nghị, hội thảo, khen thưởng và sự kiện – thường gọi tắt là MICE – phục vụ những đoàn khách đi vì công việc: hội nghị khách hàng, hội thảo chuyên ngành, chuyến du lịch khen thưởng nhân viên, triển lãm, lễ ra mắt sản phẩm, các sự kiện văn hóa và thể thao. Với một thành phố biển, đây là hướng đi giúp du lịch phát triển sâu hơn và ổn định hơn.</p>
<h2>Vì sao MICE quan trọng?</h2>
<h3>Đón khách quanh năm</h3>
<p>Du lịch biển thường tập trung vào mùa hè và phụ thuộc thời tiết. Hội nghị, sự kiện được doanh nghiệp và tổ chức lên kế hoạch từ sớm và có thể diễn ra vào bất kỳ thời điểm nào, giúp khách sạn, nhà hàng và các dịch vụ duy trì hoạt động cả vào mùa thấp điểm.</p>
<h3>Chi tiêu cao hơn cho mỗi du khách</h3>
<p>Khách MICE thường chi tiêu nhiều hơn khách du lịch thông thường: ngoài lưu trú và ăn uống còn có hội trường, thiết bị, tiệc, vận chuyển, tham quan và quà tặng. Nhiều người quay lại cùng gia đình sau chuyến công tác.</p>
<h3>Nâng chất lượng hạ tầng và dịch vụ</h3>
<p>Để đón các sự kiện lớn, thành phố cần kết nối giao thông thuận tiện, trung tâm hội nghị, lưu trú đạt chuẩn, hạ tầng số ổn định và đội ngũ chuyên nghiệp. Những khoản đầu tư này mang lại lợi ích cho cả người dân và mọi du khách.</p>
<h3>Quảng bá hình ảnh thành phố</h3>
<p>Mỗi sự kiện thành công là một lần thành phố được giới thiệu tới những người ra quyết định trong doanh nghiệp, hiệp hội và cơ quan báo chí, tạo uy tín để thu hút thêm sự kiện và nhà đầu tư.</p>
<h3>Tạo việc làm</h3>
<p>MICE tạo việc làm cho nhiều ngành: tổ chức sự kiện, lưu trú, ẩm thực, vận tải, thiết kế, kỹ thuật âm thanh ánh sáng, phiên dịch, thủ công mỹ nghệ và nông sản địa phương.</p>
<h2>Cuộc thi chào đón những ý tưởng nào?</h2>
<ul>
<li>Định vị và xây dựng thương hiệu thành phố như một điểm đến MICE.</li>
<li>Sản phẩm kết hợp hội nghị với nghỉ dưỡng biển, văn hóa, ẩm thực địa phương.</li>
<li>Lịch sự kiện thường niên giúp lấp đầy mùa thấp điểm.</li>
<li>Công cụ số hỗ trợ nhà tổ chức sự kiện và khách tham dự.</li>
<li>Sự kiện xanh: giảm rác thải, tiết kiệm năng lượng, bảo vệ biển.</li>
<li>Đào tạo nhân lực và thu hút cộng đồng, doanh nghiệp địa phương cùng tham gia.</li>
</ul>
<p>Ý tưởng tốt cần cụ thể, khả thi và được chấm theo ba tiêu chí nêu trong <a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>. Xem thêm <a href="/cuoc-thi/muc-dich">Mục đích cuộc thi</a> và <a href="/user/register">đăng ký tài khoản</a> để gửi ý tưởng của bạn.</p>`,
      en: `<p>Meetings, incentives, conferences and events tourism – MICE for short – serves people who travel for work: client conferences, professional seminars, staff incentive trips, exhibitions, product launches, and cultural and sporting events. For a beach city it is a way to make tourism deeper and steadier.</p>
<h2>Why MICE matters</h2>
<h3>Visitors all year round</h3>
<p>Beach tourism tends to crowd into the summer and depends on the weather. Conferences and events are planned well in advance and can take place at any time of year, keeping hotels, restaurants and services busy in the low season too.</p>
<h3>Higher spending per visitor</h3>
<p>MICE visitors usually spend more than leisure travellers: besides accommodation and meals there are meeting rooms, equipment, banquets, transport, excursions and gifts. Many come back later with their families.</p>
<h3>Better infrastructure and services</h3>
<p>Hosting large events calls for good transport links, conference facilities, quality accommodation, reliable digital infrastructure and skilled staff. These investments benefit residents and every other visitor as well.</p>
<h3>A stronger image for the city</h3>
<p>Every successful event introduces the city to decision-makers in companies, associations and the media, building a reputation that attracts further events and investors.</p>
<h3>Jobs</h3>
<p>MICE creates work across many trades: event management, hospitality, catering, transport, design, sound and lighting, interpreting, local crafts and local produce.</p>
<h2>What kinds of ideas the contest welcomes</h2>
<ul>
<li>Positioning and branding the city as a MICE destination.</li>
<li>Packages that combine meetings with beach leisure, local culture and cuisine.</li>
<li>A yearly calendar of events that fills the low season.</li>
<li>Digital tools for event organisers and attendees.</li>
<li>Green events: less waste, lower energy use, protection of the sea.</li>
<li>Training a skilled workforce and involving local communities and businesses.</li>
</ul>
<p>Strong ideas are specific and workable, and they are marked on the three criteria set out in the <a href="/en/contest/quy-che">scoring regulations</a>. Read the <a href="/en/contest/muc-dich">purposes of the contest</a>, then <a href="/en/user/register">create an account</a> to send your idea.</p>`,
    },
  },
];
