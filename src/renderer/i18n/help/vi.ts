import type { HelpMessages } from './en';

const vi: HelpMessages = {
  help: {
    title: 'Trợ giúp và hỗ trợ',
    intro: 'Giải đáp các câu hỏi thường gặp về cá cược, tỷ lệ cược, giải đấu và tài khoản của bạn.',
    searchLabel: 'Tìm trợ giúp',
    searchPlaceholder: 'Nhập từ khóa, ví dụ xiên hoặc hoàn tiền',
    results: 'Có {{count}} chủ đề khớp với "{{query}}".',
    noResults: 'Không có chủ đề nào khớp với "{{query}}". Hãy thử từ khác hoặc liên hệ chúng tôi bên dưới.',
    topicsNav: 'Chủ đề trợ giúp',
    headerLinks: 'Liên kết trợ giúp',
    open: 'Trợ giúp và hỗ trợ',
    openLiveCenter: 'Trung tâm trực tiếp',
    openBetLimit: 'Hạn mức cược',
    groups: {
      howToBet: 'Cách đặt cược',
      odds: 'Các loại tỷ lệ cược',
      statuses: 'Trạng thái cược',
      tournament: 'Giải đấu',
      faq: 'Câu hỏi thường gặp',
      liveCenter: 'Trung tâm trực tiếp',
      betLimit: 'Hạn mức cược',
      contact: 'Liên hệ',
    },
    topics: {
      keyboard: {
        title: 'Phím tắt',
        body: 'Mọi thao tác đều dùng được không cần chuột. Nhấn Tab để vào bảng tỷ lệ, rồi dùng phím mũi tên để di chuyển giữa các tỷ lệ. Enter thêm tỷ lệ đang chọn vào phiếu cược và chuyển đến ô tiền cược; nhập tiền cược bằng phím số. Enter để đặt cược và Enter lần nữa để xác nhận. Esc hủy bước xác nhận, hoặc xóa phiếu cược và quay lại bảng tỷ lệ.',
      },
      single: {
        title: 'Cược đơn',
        body: 'Nhấn vào một tỷ lệ trong bảng để thêm vào phiếu cược, nhập tiền cược, nhấn Đặt cược rồi xác nhận. Cược đơn thắng hoặc thua chỉ theo một lựa chọn.',
      },
      parlay: {
        title: 'Cược xiên hỗn hợp',
        body: 'Thêm lựa chọn từ 2 đến 12 trận khác nhau (3 trận với một số loại cược và xiên trực tiếp) rồi chọn Xiên trong phiếu cược. Tỷ lệ các trận được nhân với nhau và mọi trận phải thắng. Trận thắng nửa được tính một nửa, trận vô hiệu tính tỷ lệ 1.',
      },
      system: {
        title: 'Cược xiên hệ thống',
        body: 'Xiên hệ thống mua mọi tổ hợp theo kích cỡ đã chọn từ các lựa chọn của bạn: 3 lựa chọn xiên đôi thành 3 cược, Trixie (3 xiên đôi và 1 xiên ba) thành 4, Yankee với 4 lựa chọn thành 11. Mỗi tổ hợp tính một lần tiền cược. Với hơn 10 lựa chọn chỉ có tổ hợp đầy đủ.',
      },
      myanmar: {
        title: 'Tỷ lệ Myanmar và xiên Myanmar',
        body: 'Thành viên có tài khoản MMK hoặc MMO có thể cược tỷ lệ Myanmar: số bàn chấp kèm phần trăm, như 1+50 hoặc 1-30. Xiên Myanmar gồm 2 đến 10 trận. Ví dụ tính toán nằm trong mục Các loại tỷ lệ cược.',
      },
      oddsIntro: {
        title: 'Chọn loại tỷ lệ cược',
        body: 'Đổi loại tỷ lệ ở đầu trang hoặc trong Cài đặt. Cùng một mức giá có thể hiển thị theo kiểu Malaysia, Hồng Kông, Indonesia, thập phân hoặc Myanmar; số tiền thắng không đổi. Các ví dụ dưới đây dùng tiền cược 100.',
      },
      oddsDecimal: {
        title: 'Tỷ lệ thập phân',
        body: 'Tỷ lệ thập phân đã gồm tiền cược. Ở 1,96, cược 100 thắng sẽ nhận về 196, tức lãi 96. Cược thua mất 100.',
      },
      oddsHk: {
        title: 'Tỷ lệ Hồng Kông',
        body: 'Tỷ lệ Hồng Kông chỉ thể hiện tiền lãi: thập phân 1,96 là Hồng Kông 0,96. Cược 100 ở 0,96 thắng được 96 hoặc thua mất 100.',
      },
      oddsMalay: {
        title: 'Tỷ lệ Malaysia',
        body: 'Tỷ lệ Malaysia dương giống tỷ lệ Hồng Kông: ở 0,80 cược 100 thắng 80 hoặc thua 100. Tỷ lệ Malaysia âm cho biết số tiền bạn chịu rủi ro để thắng bằng tiền cược: ở -0,80 bạn thắng 100 nhưng rủi ro 80 (cùng mức giá với thập phân 2,25).',
      },
      oddsIndo: {
        title: 'Tỷ lệ Indonesia',
        body: 'Tỷ lệ Indonesia dương cho biết tiền lãi trên mỗi 1: ở 1,25 cược 100 thắng 125. Tỷ lệ Indonesia âm cho biết rủi ro cho mỗi 1 thắng: ở -2,00 bạn thắng 100 và rủi ro 200 (thập phân 1,50).',
      },
      oddsMyanmar: {
        title: 'Tỷ lệ Myanmar',
        body: 'Cược đội chấp 1-30 với tiền cược 10.000: thắng cách biệt 2 bàn trở lên được 10.000; thắng đúng 1 bàn mất 30%, tức 3.000; hòa hoặc thua mất 10.000. Ở 1+40, thắng đúng 1 bàn được 4.000.',
      },
      statusesIntro: {
        title: 'Ý nghĩa các trạng thái trong danh sách cược',
        body: 'Đang chạy: đã nhận và chờ kết quả. Đang chờ: cược trực tiếp đang được kiểm tra trong vài giây. Đã nhận, bị từ chối và đang xử lý cho biết điều gì đã xảy ra với cược phải chờ. Vô hiệu: đã hủy và hoàn tiền, ví dụ khi trận đấu bị bỏ dở.',
      },
      outcomes: {
        title: 'Kết quả của cược đã thanh toán',
        body: 'Thắng hoặc thắng toàn bộ: trả đủ tiền thắng. Thắng nửa: một nửa tiền cược thắng, nửa còn lại được hoàn. Hòa: hoàn tiền cược. Thua nửa: mất một nửa tiền cược, nửa còn lại được hoàn. Thua hoặc thua toàn bộ: mất tiền cược. Cược bị từ chối hoặc bỏ dở được hoàn tiền.',
      },
      tournamentHow: {
        title: 'Cách chơi giải đấu',
        body: 'Mở Giải đấu ở đầu trang. Chọn phòng trong danh sách hoặc tìm theo mã phòng, xem phí tham gia rồi tham gia; phòng riêng tư yêu cầu mã PIN 6 chữ số. Trước giờ cược cuối cùng, hãy cược điểm vào các trận của phòng. Khi phòng kết thúc, bảng xếp hạng quyết định giải thưởng.',
      },
      tournamentCreate: {
        title: 'Tạo phòng',
        body: 'Chọn Tạo phòng, sau đó chọn loại phòng, ngày thi đấu, ít nhất 3 trận không diễn ra trực tiếp, số người chơi (3 đến 30) và phí tham gia (10 đến 1.000). Phòng riêng tư có mã PIN 6 chữ số để chia sẻ với bạn bè.',
      },
      faqPassword: {
        title: 'Tôi quên mật khẩu. Tôi phải làm gì?',
        body: 'Tuyến trên của bạn có thể đặt lại mật khẩu. Sau khi đăng nhập, hãy đổi trong Tài khoản của tôi, mục Đổi mật khẩu: 6 đến 10 chữ cái và chữ số, mỗi loại ít nhất một ký tự.',
      },
      faqStake: {
        title: 'Vì sao tiền cược của tôi tự thay đổi?',
        body: 'Tiền cược thấp hơn mức tối thiểu hoặc cao hơn mức tối đa trong hạn mức cược sẽ được đặt về mức đó và phiếu cược sẽ báo cho bạn. Xem hạn mức của bạn ở mục Hạn mức cược.',
      },
      faqWaiting: {
        title: 'Vì sao cược trực tiếp của tôi đang chờ?',
        body: 'Cược trực tiếp được kiểm tra vài giây trước khi được nhận. Nếu có bàn thắng hoặc thẻ đỏ trong lúc đó, cược bị từ chối và tiền cược được hoàn lại.',
      },
      faqOdds: {
        title: 'Vì sao tỷ lệ thay đổi hoặc biến mất?',
        body: 'Tỷ lệ thay đổi theo diễn biến trận đấu. Thị trường đóng hoặc tạm ngưng không nhận cược trong chốc lát. Chọn Chấp nhận tỷ lệ tốt hơn hoặc Chấp nhận mọi tỷ lệ trong phiếu cược để vẫn đặt cược khi tỷ lệ thay đổi.',
      },
      faqNickname: {
        title: 'Tôi có đổi được biệt danh không?',
        body: 'Biệt danh chỉ đặt được một lần. Sau đó không thể đổi hoặc xóa.',
      },
      liveCenter: {
        title: 'Trung tâm trực tiếp',
        body: 'Trung tâm trực tiếp hiển thị các trận đang diễn ra với tỷ số trực tiếp, công cụ theo dõi trận đấu và truyền hình trực tiếp khi có. Mở từ biểu tượng trực tiếp bên cạnh trận đang diễn ra, hoặc bằng nút bên dưới.',
      },
      betLimit: {
        title: 'Hạn mức cược của bạn',
        body: 'Mỗi môn thể thao và thị trường có mức cược tối thiểu, tối đa và mức trả thưởng tối đa cho tài khoản của bạn. Tiền cược ngoài khoảng đó được đặt về mức gần nhất. Chỉ tuyến trên của bạn mới có thể thay đổi hạn mức.',
      },
      contact: {
        title: 'Liên hệ',
        body: 'Đội hỗ trợ trả lời qua các kênh bên dưới. Với tín dụng, hạn mức hoặc bất kỳ vấn đề nào về tài khoản, tuyến trên là người hỗ trợ nhanh nhất.',
      },
    },
    liveCenterButton: 'Mở truyền hình trực tiếp và theo dõi trận đấu',
    limitsEmpty: 'Tài khoản của bạn chưa có hạn mức cược.',
    contact: {
      channels: 'Kênh hỗ trợ',
      email: 'Thư điện tử',
      phone: 'Điện thoại',
      liveChat: 'Trò chuyện trực tuyến',
      openChat: 'Mở trò chuyện trực tuyến',
      copy: 'Sao chép {{channel}}',
      copyButton: 'Sao chép',
      copied: 'Đã sao chép {{channel}}.',
      none: 'Nhà điều hành chưa cung cấp kênh liên hệ. Vui lòng liên hệ tuyến trên của bạn.',
    },
  },
};
export default vi;
