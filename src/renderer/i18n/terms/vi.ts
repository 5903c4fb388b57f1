import type { TermsMessages } from './en';

const vi: TermsMessages = {
  terms: {
    readTitle: 'Các điều khoản bạn đã chấp nhận',
    readLink: 'Đọc điều khoản và điều kiện',
    intro: 'Vui lòng đọc điều khoản và điều kiện. Bạn cần chấp nhận để tiếp tục.',
    updated:
      'Điều khoản đã thay đổi kể từ lần cuối bạn chấp nhận. Vui lòng đọc và chấp nhận phiên bản mới để tiếp tục.',
    tournamentIntro: 'Trước phòng giải đấu đầu tiên, vui lòng đọc và chấp nhận luật giải đấu.',
    version: 'Phiên bản {{version}}, ban hành ngày {{date}}',
    agree: 'Tôi đã đọc và đồng ý với các điều khoản này',
    accept: 'Chấp nhận',
    decline: 'Từ chối và đăng xuất',
    notNow: 'Để sau',
    failed: 'Không tải được điều khoản.',
    retry: 'Thử lại',
    general: {
      title: 'Điều khoản và điều kiện',
      sections: [
        {
          title: 'Thỏa thuận',
          body: 'Khi sử dụng dịch vụ này, bạn đồng ý với các điều khoản này. Nếu không đồng ý, hãy từ chối và bạn sẽ được đăng xuất.',
        },
        {
          title: 'Ai được phép chơi',
          body: 'Bạn phải đủ 18 tuổi và đủ tuổi cá cược hợp pháp tại nơi bạn sống, và cá cược phải hợp pháp ở đó. Tài khoản do tuyến trên mở cho bạn và chỉ dành cho riêng bạn.',
        },
        {
          title: 'Tài khoản của bạn',
          body: 'Giữ bí mật mật khẩu và đổi ngay nếu bạn nghĩ người khác đã biết. Bạn chịu trách nhiệm cho mọi cược được đặt bằng tài khoản của mình.',
        },
        {
          title: 'Cược',
          body: 'Một cược chỉ được chấp nhận khi hiện trong danh sách cược của bạn ở trạng thái đang chạy. Cược trực tiếp có thể phải chờ vài giây và có thể bị từ chối nếu có bàn thắng hoặc thẻ đỏ trong lúc đó. Cược ở tỷ lệ sai rõ ràng có thể bị hủy.',
        },
        {
          title: 'Hạn mức và thanh toán',
          body: 'Mỗi tài khoản có mức cược tối thiểu, mức cược tối đa và mức trả thưởng tối đa cho từng môn và thị trường. Cược được thanh toán theo kết quả chính thức; trận bị hủy hoặc bỏ dở sẽ vô hiệu và tiền cược được hoàn lại.',
        },
        {
          title: 'Tín dụng và thanh toán',
          body: 'Tín dụng, nạp tiền và rút tiền của bạn do tuyến trên xử lý. Vui lòng liên hệ họ về mọi vấn đề liên quan đến số dư.',
        },
        {
          title: 'Chơi có trách nhiệm',
          body: 'Chỉ cược số tiền bạn có thể chấp nhận mất. Nếu cá cược không còn vui, hãy nhờ tuyến trên giới hạn hoặc đóng tài khoản của bạn.',
        },
        {
          title: 'Thay đổi điều khoản',
          body: 'Nhà điều hành có thể ban hành phiên bản mới của các điều khoản này. Bạn sẽ được yêu cầu chấp nhận trước khi tiếp tục.',
        },
      ],
    },
    tournament: {
      title: 'Luật giải đấu',
      sections: [
        {
          title: 'Phòng',
          body: 'Phòng có loại công khai, riêng tư (vào bằng mã PIN 6 chữ số) hoặc miễn phí. Mỗi lúc bạn chỉ được sở hữu một phòng riêng tư. Phòng công khai miễn phí chỉ được tham gia một lần cho mỗi thành viên và mỗi địa chỉ mạng.',
        },
        {
          title: 'Phí tham gia',
          body: 'Phí tham gia từ 10 đến 1.000 được trừ vào số dư khi bạn tham gia. Phí được hoàn lại nếu bạn rời phòng trước khi đặt cược trong phòng hoặc nếu phòng bị hủy.',
        },
        {
          title: 'Tham gia và đặt cược',
          body: 'Bạn cần có một cược thể thao đã được chấp nhận trước khi tham gia. Cược giải đấu dùng điểm và chỉ trên các trận của phòng; không cho phép trận đang diễn ra.',
        },
        {
          title: 'Giải thưởng',
          body: 'Khi phòng kết thúc, hạng nhất, nhì và ba chia quỹ thưởng (50%, 30% và 20%). Người chơi bằng điểm chia đều giải thưởng của các hạng mà họ cùng chiếm giữ.',
        },
        {
          title: 'Chơi công bằng',
          body: 'Chơi bằng nhiều tài khoản hoặc thông đồng với người chơi khác sẽ bị loại và mất phí tham gia cùng giải thưởng.',
        },
      ],
    },
  },
};
export default vi;
