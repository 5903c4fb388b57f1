import type { ErrorMessages } from './en';

const vi: ErrorMessages = {
  invalid_password: 'Mật khẩu không đúng.',
  login_id_not_exists: 'ID đăng nhập không hợp lệ.',
  account_not_exists: 'Tài khoản không tồn tại.',
  account_inactive: 'Tài khoản của bạn chưa được kích hoạt. Vui lòng liên hệ tuyến trên của bạn.',
  BLOCK: 'Tài khoản của bạn đã bị chặn. Vui lòng liên hệ tuyến trên của bạn.',
  CLOSE: 'Tài khoản của bạn đã bị đóng. Vui lòng liên hệ tuyến trên của bạn.',
  session_expired: 'Phiên đã hết hạn! Vui lòng đăng nhập lại để tiếp tục...',
  session_not_exists: 'Phiên đã hết hạn! Vui lòng đăng nhập lại để tiếp tục...',
  invalidSession: 'Phiên của bạn không còn hợp lệ. Vui lòng đăng nhập lại.',
  loginLimit: 'Bạn đăng nhập quá thường xuyên, vui lòng thử lại sau 1 phút...',
  requestLimit: 'Bạn gửi yêu cầu quá thường xuyên.',
  requestFailed: 'Kết nối của bạn không ổn định. Vui lòng kiểm tra kết nối và thử lại.',
  requestTimeout: 'Kết nối của bạn không ổn định. Vui lòng kiểm tra kết nối và thử lại.',
  requestProcessing: 'Yêu cầu của bạn đang được xử lý. Vui lòng chờ.',
  incompletedRequest: 'Không thể hoàn tất yêu cầu. Vui lòng thử lại.',
  systemError: 'Lỗi máy chủ nội bộ. Vui lòng thử lại sau.',
  loginFailed: 'Đăng nhập thất bại. Vui lòng thử lại sau.',
  accountIdRequired: 'Vui lòng nhập tên đăng nhập!',
  passwordRequired: 'Vui lòng nhập mật khẩu!',
  unknown: 'Đã xảy ra lỗi ({{code}}). Vui lòng thử lại.',
};

export default vi;
