/** Seeded editorial pages of the contest section; administrators edit them afterwards. Bodies are sanitised-editor HTML. */
export interface ContestPageSeed {
  slug: string;
  title: { vi: string; en: string };
  body: { vi: string; en: string };
}

export const contestPages: ContestPageSeed[] = [
  {
    slug: "dieu-le",
    title: { vi: "Thể lệ cuộc thi", en: "Contest rules" },
    body: {
      vi: `<h2>1. Mục đích</h2>
<p>Cuộc thi tìm kiếm những ý tưởng khả thi, sáng tạo và bền vững để đưa thành phố biển trở thành điểm đến hàng đầu về du lịch hội nghị, hội thảo và sự kiện (MICE). Xem thêm tại trang <a href="/cuoc-thi/muc-dich">Mục đích cuộc thi</a>.</p>
<h2>2. Đơn vị tổ chức</h2>
<p>Cuộc thi do Ban Tổ chức điều hành, với sự đồng tổ chức của chính quyền cấp tỉnh và chủ đầu tư dự án. Ban Tổ chức chịu trách nhiệm ban hành thể lệ, quy chế chấm, thành lập Hội đồng Giám khảo, công bố kết quả và trao giải.</p>
<h2>3. Đối tượng dự thi</h2>
<ul>
<li>Cá nhân từ đủ 18 tuổi trở lên, không phân biệt quốc tịch hay nơi cư trú.</li>
<li>Tổ chức (doanh nghiệp, trường học, viện nghiên cứu, nhóm chuyên gia…) tham gia thông qua một người đại diện từ đủ 18 tuổi trở lên, đăng ký tài khoản với loại hình “Tổ chức”.</li>
<li>Thành viên Ban Tổ chức, Hội đồng Giám khảo, cán bộ, nhân viên trực tiếp tham gia tổ chức cuộc thi và người thân của họ (vợ, chồng, cha, mẹ, con, anh, chị, em ruột) không được dự thi.</li>
</ul>
<h2>4. Ngôn ngữ</h2>
<p>Bài dự thi được viết bằng tiếng Việt, tiếng Anh hoặc song ngữ Việt – Anh. Ngôn ngữ không ảnh hưởng đến điểm số.</p>
<h2>5. Nội dung bài dự thi</h2>
<p>Mỗi bài dự thi gồm:</p>
<ul>
<li><strong>Tên bài dự thi</strong>: từ 50 đến 200 ký tự, phản ánh ý tưởng chính.</li>
<li><strong>Câu 1 – câu hỏi trắc nghiệm</strong>: chọn một đáp án trong năm phương án A, B, C, D, E.</li>
<li><strong>Câu 2 – bài tự luận</strong> (bắt buộc): một tệp PDF, dung lượng tối đa 20 MB, trình bày ý tưởng của thí sinh.</li>
<li><strong>Hình ảnh minh họa</strong> (không bắt buộc): tối đa 10 ảnh, mỗi ảnh không quá 5 MB, định dạng tiff, jpg, jpeg hoặc png.</li>
<li><strong>Video minh họa</strong> (không bắt buộc): tối đa 3 video, mỗi video không quá 150 MB, định dạng mp4 hoặc mov.</li>
</ul>
<h2>6. Cách thức dự thi</h2>
<ol>
<li><a href="/user/register">Đăng ký tài khoản</a> và đồng ý với điều khoản sử dụng.</li>
<li>Điền đầy đủ thông tin cá nhân trong trang tài khoản. Hệ thống không cho phép gửi bài khi thông tin cá nhân chưa đầy đủ.</li>
<li>Trả lời câu hỏi trắc nghiệm, tải lên bài tự luận và tệp minh họa (nếu có), kiểm tra lại ở bước xem trước.</li>
<li>Xác nhận đồng ý với Thể lệ và gửi bài trong thời gian nhận bài được công bố tại trang <a href="/cuoc-thi/lich-trinh">Lịch trình</a>.</li>
</ol>
<p>Mỗi thí sinh (cá nhân hoặc tổ chức) chỉ được gửi <strong>một bài dự thi</strong>. Sau khi gửi, bài dự thi không thể chỉnh sửa, bổ sung hay thay thế. Mỗi bài được cấp một số thứ tự gửi bài do máy chủ ghi nhận; số này được dùng khi xét các trường hợp bằng điểm.</p>
<p>Việc gửi bài đồng nghĩa với việc thí sinh đã đọc, hiểu và chấp nhận toàn bộ Thể lệ này cùng <a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>.</p>
<h2>7. Chấm thi ẩn danh</h2>
<p>Mỗi bài dự thi được chấm dưới một mã số ẩn danh. Giám khảo không thấy họ tên, thông tin liên hệ hay tổ chức của tác giả; thông tin tác giả trong siêu dữ liệu (metadata) của tệp PDF và hình ảnh được hệ thống xóa trước khi chuyển cho giám khảo. Thí sinh không ghi tên, thông tin liên hệ hay bất kỳ dấu hiệu nhận biết nào trong nội dung bài, hình ảnh và video.</p>
<h2>8. Bản quyền và tính nguyên gốc</h2>
<ul>
<li>Bài dự thi phải là ý tưởng do chính thí sinh xây dựng, chưa từng được công bố, chưa đoạt giải ở cuộc thi khác và không vi phạm quyền sở hữu trí tuệ của bên thứ ba. Tư liệu, hình ảnh của người khác (nếu có) phải được phép sử dụng và ghi rõ nguồn.</li>
<li>Thí sinh giữ quyền tác giả đối với bài dự thi và tự chịu trách nhiệm về mọi tranh chấp liên quan đến nội dung bài.</li>
<li>Khi gửi bài, thí sinh đồng ý để Ban Tổ chức sử dụng tên bài, tóm tắt ý tưởng và hình ảnh minh họa cho mục đích truyền thông về cuộc thi, không phải trả thù lao.</li>
<li>Đối với các bài đoạt giải, Ban Tổ chức và đơn vị đồng tổ chức được quyền sử dụng, phát triển và điều chỉnh ý tưởng phục vụ công tác quy hoạch, phát triển du lịch của thành phố, có ghi nhận tên tác giả. Giải thưởng là khoản ghi nhận cho việc sử dụng này.</li>
</ul>
<h2>9. Bài dự thi không hợp lệ</h2>
<p>Ban Tổ chức loại các bài dự thi:</p>
<ul>
<li>gửi bởi người không thuộc đối tượng dự thi hoặc khai báo thông tin cá nhân không trung thực;</li>
<li>thiếu bài tự luận, tệp sai định dạng, không đọc được hoặc không đúng chủ đề;</li>
<li>sao chép, đạo văn hoặc đã được công bố trước đó;</li>
<li>chứa thông tin nhận diện tác giả, nội dung trái pháp luật, thuần phong mỹ tục hoặc mang tính quảng cáo;</li>
<li>là bài thứ hai của cùng một thí sinh, kể cả dưới tài khoản khác.</li>
</ul>
<p>Nếu vi phạm được phát hiện sau khi công bố kết quả, giải thưởng bị hủy và xử lý theo <a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>.</p>
<h2>10. Công bố kết quả và trao giải</h2>
<p>Kết quả vòng bán kết và chung kết được đăng trên mục tin tức của website theo <a href="/cuoc-thi/lich-trinh">Lịch trình</a>; người đoạt giải được thông báo thêm qua email. Giải thưởng được trao tại lễ trao giải; người đoạt giải thực hiện nghĩa vụ thuế thu nhập cá nhân theo quy định của pháp luật Việt Nam. Quyết định của Hội đồng Giám khảo và Ban Tổ chức là quyết định cuối cùng.</p>
<h2>11. Liên hệ</h2>
<p>Mọi câu hỏi về Thể lệ xin gửi qua <a href="/lien-he">trang Liên hệ</a>. Ban Tổ chức có quyền điều chỉnh Thể lệ khi cần thiết; mọi thay đổi được công bố trên website.</p>`,
      en: `<h2>1. Purpose</h2>
<p>The contest looks for creative, workable and sustainable ideas that can make the beach city a leading destination for meetings, incentives, conferences and events (MICE). See <a href="/en/contest/muc-dich">Purposes of the contest</a> for the background.</p>
<h2>2. Organisers</h2>
<p>The contest is run by the Organising Committee, co-organised by the provincial authority and the project's developer. The Committee issues these rules and the scoring regulations, appoints the Judges Board, announces results and presents the prizes.</p>
<h2>3. Who may enter</h2>
<ul>
<li>Individuals aged 18 or over, of any nationality and living anywhere.</li>
<li>Organisations (companies, universities, research institutes, teams of professionals and so on), entering through a representative aged 18 or over who registers an account of the “Organisation” type.</li>
<li>Members of the Organising Committee and of the Judges Board, staff directly involved in running the contest, and their close relatives (spouse, parents, children, siblings) may not enter.</li>
</ul>
<h2>4. Language</h2>
<p>Entries may be written in Vietnamese, in English, or in both. The language chosen has no effect on the marks.</p>
<h2>5. What an entry contains</h2>
<ul>
<li><strong>A title</strong> of 50 to 200 characters that sums up the idea.</li>
<li><strong>Question 1, multiple choice</strong>: one answer out of options A to E.</li>
<li><strong>Question 2, the essay</strong> (required): a single PDF file of up to 20 MB presenting your idea.</li>
<li><strong>Images</strong> (optional): up to 10, each no larger than 5 MB, in tiff, jpg, jpeg or png.</li>
<li><strong>Videos</strong> (optional): up to 3, each no larger than 150 MB, in mp4 or mov.</li>
</ul>
<h2>6. How to enter</h2>
<ol>
<li><a href="/en/user/register">Create an account</a> and accept the terms of use.</li>
<li>Complete your personal information in your account. An entry cannot be sent while this information is incomplete.</li>
<li>Answer the choice question, upload your essay and any images or videos, and check everything on the review step.</li>
<li>Confirm that you accept these rules and send your entry within the submission window shown on the <a href="/en/contest/lich-trinh">timeline</a>.</li>
</ol>
<p>Each contestant, person or organisation, may send <strong>one entry only</strong>. Once sent, an entry cannot be edited, supplemented or replaced. The server gives every entry a submission number; this number decides ties.</p>
<p>By sending an entry you confirm that you have read and accept these rules and the <a href="/en/contest/quy-che">scoring regulations</a>.</p>
<h2>7. Blind judging</h2>
<p>Entries are judged under an anonymous code. Judges never see the author's name, contact details or organisation, and the system strips author metadata from PDF and image files before judges receive them. Please do not put your name, contact details or anything else that identifies you in the essay, images or videos.</p>
<h2>8. Originality and intellectual property</h2>
<ul>
<li>Your entry must be your own idea, not previously published, not a winner in another competition, and must not infringe anyone else's intellectual property. Third-party material must be used with permission and credited.</li>
<li>You keep the copyright in your entry and are responsible for any dispute about its content.</li>
<li>By entering, you allow the organisers to use your title, a summary of your idea and your images to promote the contest, free of charge.</li>
<li>For winning entries, the organisers and co-organisers may use, develop and adapt the ideas for the city's planning and tourism development, always crediting the author. The prize is the recognition for that use.</li>
</ul>
<h2>9. Invalid entries</h2>
<p>The Organising Committee will exclude entries that:</p>
<ul>
<li>come from someone who is not eligible, or whose personal information is untrue;</li>
<li>have no essay, or whose files are in the wrong format, unreadable or off-topic;</li>
<li>are copied, plagiarised or already published;</li>
<li>identify the author, break the law, are offensive or are advertising;</li>
<li>are a second entry from the same contestant, including through another account.</li>
</ul>
<p>If a breach comes to light after results are announced, the prize is cancelled and handled as set out in the <a href="/en/contest/quy-che">scoring regulations</a>.</p>
<h2>10. Results and prizes</h2>
<p>Semi-final and final results are published in the website's news section on the dates in the <a href="/en/contest/lich-trinh">timeline</a>, and winners are also told by e-mail. Prizes are presented at the award ceremony; winners are responsible for personal income tax under Vietnamese law. The decisions of the Judges Board and the Organising Committee are final.</p>
<h2>11. Contact</h2>
<p>Questions about these rules can be sent through the <a href="/en/contact">contact page</a>. The Organising Committee may amend the rules where necessary; any change is announced on this website.</p>`,
    },
  },
  {
    slug: "quy-che",
    title: { vi: "Quy chế chấm thi", en: "Scoring regulations" },
    body: {
      vi: `<h2>Thang điểm 100</h2>
<ul>
<li><strong>Câu 1 – trắc nghiệm: 10 điểm.</strong> Chọn đúng được 10 điểm, chọn sai được 0 điểm.</li>
<li><strong>Câu 2 – tự luận: 90 điểm</strong>, gồm ba tiêu chí, mỗi tiêu chí từ 0 đến 30 điểm.</li>
</ul>
<h3>Tính sáng tạo và khả thi (30 điểm)</h3>
<p>Ý tưởng mới, có nét riêng, không lặp lại những gì đã có; đồng thời có lộ trình thực hiện rõ ràng, nguồn lực và chi phí hợp lý, phù hợp với điều kiện hạ tầng, con người và bối cảnh của thành phố.</p>
<h3>Truyền thông, quảng bá hiệu quả (30 điểm)</h3>
<p>Ý tưởng giúp xây dựng hình ảnh điểm đến ra sao: xác định thị trường và khách hàng mục tiêu (hiệp hội, doanh nghiệp, đơn vị tổ chức sự kiện trong và ngoài nước), thông điệp, kênh truyền thông và cách đo lường hiệu quả. Cách trình bày mạch lạc, thuyết phục cũng được xét trong tiêu chí này.</p>
<h3>Phát triển bền vững (30 điểm)</h3>
<p>Tác động lâu dài về môi trường (bảo vệ hệ sinh thái biển, giảm rác thải và tiết kiệm năng lượng), xã hội (lợi ích cho cộng đồng, việc làm, giữ gìn bản sắc văn hóa) và kinh tế (thu hút khách quanh năm, giảm tính mùa vụ, lan tỏa sang các ngành khác).</p>
<h2>Cách tính điểm</h2>
<ol>
<li>Mỗi bài được chấm bởi <strong>2 giám khảo độc lập</strong>. Giám khảo chấm dưới mã số ẩn danh và không thấy điểm của người kia trước khi nộp điểm của mình.</li>
<li>Mỗi giám khảo cho điểm ba tiêu chí; tổng của một giám khảo tối đa 90 điểm.</li>
<li><strong>Điểm tự luận</strong> là trung bình cộng tổng điểm của hai giám khảo.</li>
<li>Nếu tổng điểm của hai giám khảo chênh nhau vượt ngưỡng do Ban Tổ chức công bố trước khi bắt đầu chấm, bài được chuyển cho <strong>giám khảo thứ ba</strong>; khi đó điểm tự luận là <strong>trung vị</strong> (giá trị ở giữa) của ba tổng điểm.</li>
<li><strong>Tổng điểm</strong> = điểm câu trắc nghiệm + điểm tự luận, tối đa 100 điểm.</li>
</ol>
<p>Điểm chi tiết theo từng tiêu chí và từng giám khảo được lưu lại; mọi lần sửa điểm đều được ghi nhận kèm lý do.</p>
<h2>Các vòng thi</h2>
<ul>
<li><strong>Vòng sơ khảo</strong>: Ban Tổ chức kiểm tra tính hợp lệ và loại các bài không đáp ứng <a href="/cuoc-thi/dieu-le">Thể lệ</a>.</li>
<li><strong>Vòng bán kết</strong>: các bài hợp lệ được chấm theo thang điểm trên; <strong>50 bài</strong> có tổng điểm cao nhất vào chung kết.</li>
<li><strong>Vòng chung kết</strong>: 50 bài được Hội đồng Giám khảo chấm lại theo cùng thang điểm để xác định các giải thưởng. <strong>10 bài</strong> có điểm chung kết cao nhất được đưa ra Hội đồng bỏ phiếu chọn Giải Đặc biệt.</li>
</ul>
<h2>Nguyên tắc xét giải</h2>
<ul>
<li>Một bài đạt nhiều giải chỉ nhận <strong>giải có giá trị cao nhất</strong>.</li>
<li>Giải Nhất, Nhì, Ba và giải Khuyến khích: khi bằng điểm, bài <strong>gửi sớm hơn</strong> được xếp trên. “Sớm hơn” được xác định theo số thứ tự gửi bài do máy chủ cấp, không theo giờ trên máy của thí sinh.</li>
<li>Giải Ý tưởng: xét tổng điểm cao hơn; nếu bằng nhau, xét bài gửi sớm hơn; nếu vẫn chưa phân định, Ban Tổ chức quyết định.</li>
<li>Khi một giải bị hủy (ví dụ do vi phạm Thể lệ), kết quả vòng chung kết được xếp lại không có bài bị hủy để xác định người nhận thay. Riêng giải Khuyến khích và giải Ý tưởng bị hủy thì không trao bổ sung.</li>
</ul>
<p>Quyết định của Hội đồng Giám khảo và Ban Tổ chức là quyết định cuối cùng. Xem thêm <a href="/cuoc-thi/hoi-dong-giam-khao">Hội đồng Giám khảo</a> và <a href="/cuoc-thi/co-cau-giai-thuong">Cơ cấu giải thưởng</a>.</p>`,
      en: `<h2>A 100-point scale</h2>
<ul>
<li><strong>Question 1, multiple choice: 10 points</strong> for the right answer, 0 for a wrong one.</li>
<li><strong>Question 2, the essay: 90 points</strong> across three criteria of 0 to 30 points each.</li>
</ul>
<h3>Creativity and feasibility (30 points)</h3>
<p>Is the idea fresh and distinctive rather than a repeat of what already exists? Can it actually be delivered, with a clear plan, sensible resources and costs, and a good fit with the city's infrastructure, people and circumstances?</p>
<h3>Effective communication and promotion (30 points)</h3>
<p>How does the idea build the destination's image? Judges look for clear target markets (associations, corporations, domestic and international event organisers), messages, channels and ways to measure results, and for a persuasive, well-structured presentation.</p>
<h3>Sustainable development (30 points)</h3>
<p>What are the long-term effects on the environment (protecting the coastal ecosystem, cutting waste and energy use), on society (benefits for local people, jobs, cultural identity) and on the economy (visitors all year round, less seasonality, spill-over to other sectors)?</p>
<h2>How the score is worked out</h2>
<ol>
<li>Each entry is marked by <strong>two independent judges</strong>. They see only an anonymous code, and neither sees the other's marks before submitting their own.</li>
<li>Each judge marks the three criteria, for a total of up to 90.</li>
<li>The <strong>essay score</strong> is the mean of the two judges' totals.</li>
<li>If the two totals differ by more than a threshold that the Organising Committee publishes before marking starts, a <strong>third judge</strong> marks the entry and the <strong>median</strong> of the three totals becomes the essay score.</li>
<li>The <strong>total score</strong> is the choice-question points plus the essay score, out of 100.</li>
</ol>
<p>Marks are kept per criterion and per judge, and every change to a mark is logged with its reason.</p>
<h2>Rounds</h2>
<ul>
<li><strong>Preliminary screening</strong>: the Organising Committee checks every entry and removes those that break the <a href="/en/contest/dieu-le">contest rules</a>.</li>
<li><strong>Semi-final</strong>: valid entries are marked on the scale above and the <strong>50</strong> with the highest totals go through.</li>
<li><strong>Final</strong>: the Judges Board marks the 50 finalists again on the same scale to decide the prizes. The <strong>ten</strong> highest-scoring finalists go to a jury vote for the Special Prize.</li>
</ul>
<h2>Winner and tie rules</h2>
<ul>
<li>An entry that qualifies for several prizes receives <strong>only the highest-value one</strong>.</li>
<li>First, second, third and consolation prizes: on equal scores the <strong>earlier submission</strong> ranks higher. “Earlier” means the lower submission number assigned by the server, not the clock on your device.</li>
<li>Idea prizes: the higher total score wins; if still level, the earlier submission; if that does not settle it, the Organising Committee decides.</li>
<li>If a winner is cancelled (for example for breaking the rules), the final round is re-ranked without that entry to find the replacement. Cancelled consolation and idea prizes are not reawarded.</li>
</ul>
<p>The decisions of the Judges Board and the Organising Committee are final. See also the <a href="/en/contest/hoi-dong-giam-khao">Judges Board</a> and the <a href="/en/contest/co-cau-giai-thuong">prize structure</a>.</p>`,
    },
  },
  {
    slug: "co-cau-giai-thuong",
    title: { vi: "Cơ cấu giải thưởng", en: "Prize structure" },
    body: {
      vi: `<p>Cuộc thi trao Giải Đặc biệt, Giải Nhất, Giải Nhì, Giải Ba, các giải Ý tưởng và giải Khuyến khích cho những bài dự thi xuất sắc nhất vòng chung kết. Giải Đặc biệt do Hội đồng Giám khảo bỏ phiếu chọn trong 10 bài có điểm chung kết cao nhất; các giải còn lại được xét theo <a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>. Số lượng và giá trị từng giải (tính bằng đồng Việt Nam) được liệt kê trong bảng dưới đây.</p>
<p>Một bài dự thi đạt nhiều giải chỉ nhận giải có giá trị cao nhất. Ngoài các giải của cuộc thi ý tưởng, mọi người đăng ký từ đủ 18 tuổi còn có cơ hội nhận kỳ nghỉ dưỡng qua <a href="/cuoc-thi/vong-quay-may-man">Vòng quay may mắn</a> – chương trình riêng, không phụ thuộc vào kết quả chấm thi.</p>`,
      en: `<p>The contest awards a Special Prize, First, Second and Third Prizes, idea prizes and consolation prizes to the strongest entries of the final round. The Special Prize is chosen by a jury vote among the ten finalists with the highest final-round scores; the others follow the <a href="/en/contest/quy-che">scoring regulations</a>. The number and value of each prize, in Vietnamese dong, are shown in the table below.</p>
<p>An entry that qualifies for more than one prize receives only the highest-value one. Separately from the contest prizes, every registered adult can win a holiday stay in the <a href="/en/contest/vong-quay-may-man">lucky draw</a>, which does not depend on how an entry is judged.</p>`,
    },
  },
  {
    slug: "lich-trinh",
    title: { vi: "Lịch trình cuộc thi", en: "Contest timeline" },
    body: {
      vi: `<p>Cuộc thi diễn ra qua các giai đoạn dưới đây. Mọi mốc thời gian được tính theo <strong>giờ Việt Nam (UTC+7)</strong>; ngày cụ thể của từng giai đoạn được hiển thị ngay bên dưới.</p>
<ul>
<li><strong>Phát động</strong>: công bố Thể lệ, Quy chế, cơ cấu giải thưởng; mở đăng ký tài khoản và Vòng quay may mắn.</li>
<li><strong>Nhận bài dự thi</strong>: thí sinh gửi bài trực tuyến trong thời gian mở cổng. Hệ thống ngừng nhận bài đúng thời điểm đóng cổng theo đồng hồ máy chủ, vì vậy nên gửi bài sớm, nhất là khi có video dung lượng lớn.</li>
<li><strong>Sơ khảo</strong>: Ban Tổ chức kiểm tra tính hợp lệ và loại các bài không đáp ứng Thể lệ.</li>
<li><strong>Công bố kết quả bán kết</strong>: công bố danh sách 50 bài vào vòng chung kết.</li>
<li><strong>Công bố kết quả chung kết và lễ trao giải</strong>: công bố các bài đoạt giải, trong đó có Giải Đặc biệt do Hội đồng Giám khảo bỏ phiếu, và tổ chức trao giải.</li>
</ul>
<p>Kết quả từng vòng được đăng trên mục tin tức của website; người đoạt giải được thông báo thêm qua email.</p>`,
      en: `<p>The contest runs in the stages below. All times are <strong>Vietnam time (UTC+7)</strong>, and the date of each stage is shown just below this text.</p>
<ul>
<li><strong>Launch</strong>: the rules, scoring regulations and prizes are published; account registration and the lucky draw open.</li>
<li><strong>Submission window</strong>: contestants send their entries online. Submission closes exactly on time by the server clock, so send early, especially if you are uploading large videos.</li>
<li><strong>Preliminary screening</strong>: the Organising Committee checks entries and removes those that break the rules.</li>
<li><strong>Semi-final results</strong>: the 50 entries that reach the final are announced.</li>
<li><strong>Final results and award ceremony</strong>: the winners, including the Special Prize chosen by jury vote, are announced and the prizes presented.</li>
</ul>
<p>Results of every round are published in the website's news section, and winners are also contacted by e-mail.</p>`,
    },
  },
  {
    slug: "hoi-dap",
    title: { vi: "Hỏi – đáp", en: "Frequently asked questions" },
    body: {
      vi: `<h3>Ai được tham gia cuộc thi?</h3>
<p>Mọi cá nhân từ đủ 18 tuổi, ở bất kỳ quốc gia nào. Thành viên Ban Tổ chức, Hội đồng Giám khảo, nhân viên trực tiếp tổ chức cuộc thi và người thân của họ không được dự thi.</p>
<h3>Tham gia có mất phí không?</h3>
<p>Không. Việc đăng ký, gửi bài dự thi và tham gia Vòng quay may mắn đều miễn phí.</p>
<h3>Tôi đăng ký như thế nào?</h3>
<p><a href="/user/register">Tạo tài khoản</a> bằng email, điền thông tin cá nhân (họ tên, số CCCD hoặc hộ chiếu, ngày sinh, số điện thoại, quốc gia) và đồng ý với điều khoản. Trước khi gửi bài, hãy kiểm tra thông tin cá nhân đã đầy đủ; hệ thống không nhận bài khi thông tin còn thiếu.</p>
<h3>Một tổ chức có được dự thi không?</h3>
<p>Có. Tổ chức đăng ký qua một người đại diện từ đủ 18 tuổi, chọn loại hình “Tổ chức” khi tạo tài khoản. Bài dự thi được ghi nhận cho tổ chức.</p>
<h3>Tôi được gửi bao nhiêu bài?</h3>
<p>Mỗi thí sinh, dù là cá nhân hay tổ chức, chỉ được gửi một bài dự thi. Bài gửi thêm từ tài khoản khác của cùng một thí sinh sẽ bị loại.</p>
<h3>Tôi có thể sửa bài sau khi gửi không?</h3>
<p>Không. Bài dự thi đã gửi không thể chỉnh sửa hay thay thế. Hãy dùng bước xem trước để kiểm tra kỹ câu trả lời, tên bài và các tệp đính kèm trước khi xác nhận gửi.</p>
<h3>Tệp đính kèm cần đáp ứng yêu cầu gì?</h3>
<ul>
<li>Bài tự luận: bắt buộc, một tệp PDF, tối đa 20 MB.</li>
<li>Hình ảnh: không bắt buộc, tối đa 10 ảnh, mỗi ảnh tối đa 5 MB, định dạng tiff, jpg, jpeg, png.</li>
<li>Video: không bắt buộc, tối đa 3 video, mỗi video tối đa 150 MB, định dạng mp4, mov.</li>
<li>Tên bài dự thi: từ 50 đến 200 ký tự.</li>
</ul>
<p>Nếu mất kết nối khi đang tải lên, quá trình tải sẽ tiếp tục từ chỗ bị gián đoạn khi có mạng trở lại, không phải tải lại từ đầu.</p>
<h3>Tôi viết bài bằng ngôn ngữ nào?</h3>
<p>Tiếng Việt, tiếng Anh hoặc cả hai. Ngôn ngữ không ảnh hưởng đến điểm số.</p>
<h3>Bài dự thi được chấm như thế nào?</h3>
<p>Thang điểm 100: câu trắc nghiệm 10 điểm, bài tự luận 90 điểm theo ba tiêu chí (sáng tạo và khả thi; truyền thông, quảng bá hiệu quả; phát triển bền vững), mỗi tiêu chí 30 điểm. Mỗi bài do 2 giám khảo độc lập chấm. Chi tiết tại <a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>.</p>
<h3>Khi nào có kết quả?</h3>
<p>Kết quả bán kết và chung kết được đăng trên mục tin tức của website theo các mốc trong <a href="/cuoc-thi/lich-trinh">Lịch trình cuộc thi</a>. Người đoạt giải được thông báo thêm qua email.</p>
<h3>Giám khảo có biết tôi là ai không?</h3>
<p>Không. Bài được chấm dưới mã số ẩn danh và thông tin tác giả trong siêu dữ liệu của tệp được xóa trước khi chuyển cho giám khảo. Bạn không nên ghi tên hay thông tin liên hệ trong bài, ảnh và video.</p>
<h3>Ai được tham gia Vòng quay may mắn?</h3>
<p>Mọi người đã đăng ký tài khoản và từ đủ 18 tuổi, kể cả khi chưa gửi bài dự thi. Mỗi người nhận một số may mắn duy nhất. Xem <a href="/cuoc-thi/vong-quay-may-man">Vòng quay may mắn</a>.</p>
<h3>Giải nghỉ dưỡng gồm những gì?</h3>
<p>Một kỳ nghỉ 7 ngày 6 đêm cho tối đa 5 người, trị giá 1.000 USD, sử dụng từ quý III đến quý IV năm 2022. Phải đặt phòng trước ít nhất 60 ngày, không áp dụng vào các tuần có ngày lễ, Tết và không quy đổi thành tiền mặt. Điều kiện đầy đủ có tại trang Vòng quay may mắn.</p>
<h3>Tôi liên hệ Ban Tổ chức bằng cách nào?</h3>
<p>Gửi câu hỏi qua <a href="/lien-he">trang Liên hệ</a>. Ban Tổ chức sẽ trả lời qua email bạn cung cấp.</p>`,
      en: `<h3>Who can enter?</h3>
<p>Anyone aged 18 or over, from any country. Members of the Organising Committee and the Judges Board, staff directly involved in running the contest, and their relatives cannot enter.</p>
<h3>Does it cost anything?</h3>
<p>No. Registering, entering and taking part in the lucky draw are all free.</p>
<h3>How do I register?</h3>
<p><a href="/en/user/register">Create an account</a> with your e-mail address, fill in your personal details (full name, ID card or passport number, date of birth, phone number, country) and accept the terms. Your personal information must be complete before you can send an entry.</p>
<h3>Can an organisation enter?</h3>
<p>Yes. An organisation registers through a representative aged 18 or over, choosing the “Organisation” type when creating the account. The entry is credited to the organisation.</p>
<h3>How many entries can I send?</h3>
<p>One per contestant, whether a person or an organisation. A further entry from the same contestant under another account will be excluded.</p>
<h3>Can I change my entry after sending it?</h3>
<p>No. A sent entry cannot be edited or replaced, so use the review step to check your answer, title and files carefully before you confirm.</p>
<h3>What are the file limits?</h3>
<ul>
<li>Essay: required, one PDF file, up to 20 MB.</li>
<li>Images: optional, up to 10, each up to 5 MB, in tiff, jpg, jpeg or png.</li>
<li>Videos: optional, up to 3, each up to 150 MB, in mp4 or mov.</li>
<li>Title: 50 to 200 characters.</li>
</ul>
<p>If your connection drops during an upload, it picks up where it stopped once you are back online; you do not have to start again.</p>
<h3>Which language should I use?</h3>
<p>Vietnamese, English or both. The language does not affect your marks.</p>
<h3>How are entries scored?</h3>
<p>Out of 100: 10 points for the choice question and 90 for the essay, split into three criteria of 30 points (creativity and feasibility; effective communication and promotion; sustainable development). Every entry is marked by two independent judges. The details are in the <a href="/en/contest/quy-che">scoring regulations</a>.</p>
<h3>When will the results be announced?</h3>
<p>Semi-final and final results are published in the website's news section on the dates shown in the <a href="/en/contest/lich-trinh">contest timeline</a>. Winners are also told by e-mail.</p>
<h3>Will the judges know who I am?</h3>
<p>No. Entries are marked under an anonymous code, and author metadata is removed from your files before judges see them. Keep your name and contact details out of the essay, images and videos.</p>
<h3>Who can join the lucky draw?</h3>
<p>Anyone with an account who is 18 or over, even without sending an entry. Each person receives one lucky number. See the <a href="/en/contest/vong-quay-may-man">lucky draw</a> page.</p>
<h3>What is the holiday prize?</h3>
<p>A 7-day, 6-night stay for up to 5 people, worth 1,000 USD, to be used during the third or fourth quarter of 2022. It must be booked at least 60 days ahead, cannot be used in holiday weeks and cannot be exchanged for cash. The full terms are on the lucky draw page.</p>
<h3>How do I contact the organisers?</h3>
<p>Send your question through the <a href="/en/contact">contact page</a> and the Organising Committee will reply to the e-mail address you give.</p>`,
    },
  },
  {
    slug: "hoi-dong-giam-khao",
    title: { vi: "Hội đồng Giám khảo", en: "Judges Board" },
    body: {
      vi: `<h2>Thành phần</h2>
<p>Hội đồng Giám khảo do Ban Tổ chức thành lập, gồm:</p>
<ul>
<li>chuyên gia về du lịch hội nghị, hội thảo và sự kiện (MICE);</li>
<li>chuyên gia về tiếp thị điểm đến và truyền thông;</li>
<li>chuyên gia về quy hoạch đô thị và phát triển bền vững;</li>
<li>đại diện các đơn vị đồng tổ chức.</li>
</ul>
<p>Danh sách thành viên Hội đồng, kèm ảnh và tiểu sử ngắn, do Ban Tổ chức công bố trên trang này.</p>
<h2>Phân công chấm</h2>
<ul>
<li>Mỗi bài dự thi được giao cho <strong>2 giám khảo độc lập</strong>; hệ thống phân bài tự động để khối lượng chấm giữa các giám khảo cân bằng và không vượt quá mức tối đa cho mỗi người.</li>
<li>Giám khảo và thí sinh đều khai báo xung đột lợi ích. Bài dự thi <strong>không bao giờ</strong> được giao cho giám khảo có xung đột lợi ích với tác giả, kể cả khi cùng tổ chức hoặc cùng tên miền email.</li>
<li>Khi hai giám khảo chênh điểm vượt ngưỡng đã công bố, một giám khảo thứ ba được phân công tự động.</li>
</ul>
<h2>Chấm độc lập và ẩn danh</h2>
<p>Giám khảo chỉ thấy mã số ẩn danh của bài; thông tin tác giả được xóa khỏi siêu dữ liệu của tệp. Mỗi giám khảo nộp điểm của mình trước khi được thấy bất kỳ điểm nào khác. Mọi lần sửa điểm đều được ghi nhận kèm lý do. Cách tính điểm được quy định tại <a href="/cuoc-thi/quy-che">Quy chế chấm thi</a>.</p>
<h2>Bỏ phiếu Giải Đặc biệt</h2>
<p>Ở vòng chung kết, Hội đồng bỏ phiếu chọn Giải Đặc biệt trong 10 bài có điểm cao nhất.</p>`,
      en: `<h2>Membership</h2>
<p>The Judges Board is appointed by the Organising Committee and brings together:</p>
<ul>
<li>experts in conference, meetings and events (MICE) tourism;</li>
<li>experts in destination marketing and communication;</li>
<li>experts in urban planning and sustainable development;</li>
<li>representatives of the co-organisers.</li>
</ul>
<p>The Organising Committee publishes the names, photographs and short biographies of the Board's members on this page.</p>
<h2>How entries are assigned</h2>
<ul>
<li>Every entry goes to <strong>two independent judges</strong>. Assignment is automatic and keeps the workload balanced, with a cap on how many entries any judge receives.</li>
<li>Judges and contestants both declare conflicts of interest. An entry is <strong>never</strong> assigned to a judge with a conflict, and judges from the author's organisation or e-mail domain are excluded too.</li>
<li>When two judges' totals differ by more than the published threshold, a third judge is assigned automatically.</li>
</ul>
<h2>Independent, blind marking</h2>
<p>Judges see only an entry's anonymous code; author details are stripped from file metadata. Each judge submits their own marks before seeing anyone else's, and every change to a mark is logged with a reason. How marks are combined is explained in the <a href="/en/contest/quy-che">scoring regulations</a>.</p>
<h2>Special Prize vote</h2>
<p>In the final round the Board votes for the Special Prize among the ten highest-scoring finalists.</p>`,
    },
  },
  {
    slug: "vong-quay-may-man",
    title: { vi: "Vòng quay may mắn", en: "Lucky draw" },
    body: {
      vi: `<h2>Giới thiệu</h2>
<p>Song song với cuộc thi ý tưởng, Vòng quay may mắn mang đến cơ hội nhận một kỳ nghỉ dưỡng tại thành phố biển. Mọi người đã đăng ký tài khoản và từ đủ 18 tuổi đều có thể tham gia, kể cả khi chưa gửi bài dự thi. Mỗi người nhận <strong>một số may mắn</strong> duy nhất.</p>
<h2>Cách tham gia</h2>
<ol>
<li><a href="/user/register">Đăng ký tài khoản</a> và điền đầy đủ thông tin cá nhân.</li>
<li>Trong trang tài khoản, đăng ký tham gia Vòng quay may mắn để nhận số may mắn.</li>
<li>Theo dõi kết quả các lượt quay hằng tuần.</li>
</ol>
<h2>Cách quay thưởng</h2>
<p>Vòng quay diễn ra <strong>hằng tuần trong 13 tuần</strong>; số giải của mỗi tuần được hiển thị ngay bên dưới. Số may mắn chưa trúng thưởng tiếp tục tham gia các lượt quay sau, vì vậy đăng ký càng sớm, bạn càng có nhiều cơ hội. Mỗi số may mắn trúng tối đa một giải.</p>
<p>Danh sách trúng thưởng được gửi qua email <strong>7 ngày sau mỗi lượt quay</strong>; người trúng thưởng nhận hướng dẫn đặt phòng qua email.</p>
<h2>Minh bạch và có thể kiểm chứng</h2>
<ul>
<li>Trước mỗi lượt quay, danh sách số may mắn hợp lệ được chốt lại và <strong>mã băm (hash)</strong> của danh sách được công bố.</li>
<li>Nguồn ngẫu nhiên (seed) được cố định và công bố trước khi quay, nên không ai có thể chọn kết quả.</li>
<li>Thuật toán quay là cố định và không thiên lệch. Bất kỳ ai cũng có thể chạy lại lượt quay từ hồ sơ đã công bố và nhận được đúng danh sách trúng thưởng.</li>
</ul>
<h2>Điều kiện sử dụng giải nghỉ dưỡng</h2>
<ul>
<li>Mỗi giải trị giá <strong>1.000 USD</strong>, là kỳ nghỉ <strong>7 ngày 6 đêm</strong> cho <strong>tối đa 5 người</strong>.</li>
<li>Đặt phòng trước <strong>ít nhất 60 ngày</strong>.</li>
<li>Được đổi ngày <strong>một lần</strong>, với điều kiện báo trước ít nhất 25 ngày so với ngày nhận phòng.</li>
<li>Nhận phòng lúc 15:00 thứ Bảy, trả phòng lúc 10:00 thứ Sáu tuần kế tiếp.</li>
<li>Không áp dụng vào các tuần có ngày lễ, Tết.</li>
<li>Sử dụng từ quý III đến hết quý IV năm 2022.</li>
<li>Không quy đổi thành tiền mặt.</li>
</ul>
<p>Mọi thắc mắc xin gửi qua <a href="/lien-he">trang Liên hệ</a>.</p>`,
      en: `<h2>About the draw</h2>
<p>Alongside the idea contest, the lucky draw offers the chance of a holiday in the beach city. Anyone who has registered and is 18 or over can take part, whether or not they send an entry. Each person receives <strong>one lucky number</strong>.</p>
<h2>How to join</h2>
<ol>
<li><a href="/en/user/register">Create an account</a> and complete your personal details.</li>
<li>In your account, sign up for the lucky draw to receive your lucky number.</li>
<li>Follow the results of each weekly draw.</li>
</ol>
<h2>How the draws work</h2>
<p>Draws take place <strong>every week for 13 weeks</strong>; the number of prizes in each week is shown below. A number that has not yet won stays in every later draw, so the earlier you join, the more chances you get. Each lucky number can win at most one prize.</p>
<p>The list of winners is sent by e-mail <strong>7 days after each draw</strong>, and winners receive booking instructions by e-mail.</p>
<h2>Fair and verifiable</h2>
<ul>
<li>Before each draw, the list of eligible numbers is frozen and its <strong>hash</strong> is published.</li>
<li>The random seed is fixed and announced before the draw, so nobody can pick the outcome.</li>
<li>The algorithm is deterministic and unbiased: anyone can re-run a draw from the published record and get exactly the same winners.</li>
</ul>
<h2>Holiday prize terms</h2>
<ul>
<li>Each prize is worth <strong>1,000 USD</strong>: a <strong>7-day, 6-night</strong> stay for <strong>up to 5 people</strong>.</li>
<li>Book <strong>at least 60 days</strong> in advance.</li>
<li>The dates may be changed <strong>once</strong>, provided you give notice at least 25 days before check-in.</li>
<li>Check-in is at 15:00 on a Saturday; check-out is at 10:00 on the following Friday.</li>
<li>Not valid during holiday weeks.</li>
<li>Valid from the third quarter to the end of the fourth quarter of 2022.</li>
<li>Cannot be exchanged for cash.</li>
</ul>
<p>Questions can be sent through the <a href="/en/contact">contact page</a>.</p>`,
    },
  },
  {
    slug: "muc-dich",
    title: { vi: "Mục đích cuộc thi", en: "Purposes of the contest" },
    body: {
      vi: `<h2>Vì sao là du lịch hội nghị, sự kiện?</h2>
<p>Du lịch hội nghị, hội thảo, khen thưởng và sự kiện (MICE) mang lại nguồn khách có mức chi tiêu cao, lưu trú dài ngày và ít phụ thuộc vào mùa biển. Với bờ biển đẹp, khí hậu dễ chịu và hạ tầng du lịch đang phát triển, thành phố biển có điều kiện để trở thành điểm đến của các hội nghị, sự kiện trong nước và quốc tế. Điều còn thiếu là những ý tưởng đủ mới, đủ thực tế để biến lợi thế đó thành sức cạnh tranh.</p>
<h2>Mục đích</h2>
<ul>
<li><strong>Thu thập ý tưởng</strong> từ cộng đồng và giới chuyên môn – người dân, sinh viên, doanh nghiệp, nhà quy hoạch, chuyên gia du lịch – về sản phẩm, dịch vụ, hạ tầng và cách tổ chức để phát triển du lịch MICE.</li>
<li><strong>Quảng bá hình ảnh</strong> thành phố biển như một điểm đến năng động, thân thiện và chuyên nghiệp với bạn bè trong nước và quốc tế.</li>
<li><strong>Hướng tới phát triển bền vững</strong>: ưu tiên giải pháp bảo vệ môi trường biển, tôn trọng văn hóa địa phương và tạo giá trị kinh tế lâu dài.</li>
<li><strong>Gắn kết cộng đồng</strong>: để người dân và doanh nghiệp địa phương cùng tham gia định hình tương lai của thành phố và hưởng lợi từ sự phát triển đó.</li>
<li><strong>Làm tư liệu cho quy hoạch</strong>: các ý tưởng đoạt giải được Ban Tổ chức và đơn vị đồng tổ chức nghiên cứu, vận dụng trong công tác quy hoạch và phát triển du lịch của thành phố.</li>
</ul>
<p>Tìm hiểu cách tham gia tại <a href="/cuoc-thi/dieu-le">Thể lệ cuộc thi</a>.</p>`,
      en: `<h2>Why conference and events tourism?</h2>
<p>Meetings, incentives, conferences and events (MICE) bring visitors who spend more, stay longer and travel outside the beach season. With its coastline, pleasant climate and growing tourism infrastructure, the beach city is well placed to host national and international meetings and events. What it needs now are ideas fresh and practical enough to turn those advantages into a real competitive edge.</p>
<h2>What the contest sets out to do</h2>
<ul>
<li><strong>Gather ideas</strong> from the public and from professionals (residents, students, businesses, planners, tourism experts) on products, services, infrastructure and ways of working that can grow MICE tourism.</li>
<li><strong>Promote the city's image</strong> at home and abroad as a lively, welcoming and professional destination.</li>
<li><strong>Put sustainability first</strong>: favour solutions that protect the marine environment, respect local culture and create lasting economic value.</li>
<li><strong>Engage the community</strong>, so that local people and businesses help shape the city's future and share in its benefits.</li>
<li><strong>Inform planning</strong>: winning ideas will be studied by the organisers and co-organisers and used in the city's planning and tourism development.</li>
</ul>
<p>Find out how to take part in the <a href="/en/contest/dieu-le">contest rules</a>.</p>`,
    },
  },
];
