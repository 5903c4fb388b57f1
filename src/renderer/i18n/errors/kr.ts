import type { ErrorMessages } from './en';

const kr: ErrorMessages = {
  invalid_password: '비밀번호가 올바르지 않습니다.',
  login_id_not_exists: '로그인 ID가 올바르지 않습니다.',
  account_not_exists: '계정이 존재하지 않습니다.',
  account_inactive: '계정이 비활성 상태입니다. 상위 라인에 문의하세요.',
  BLOCK: '계정이 차단되었습니다. 상위 라인에 문의하세요.',
  CLOSE: '계정이 해지되었습니다. 상위 라인에 문의하세요.',
  session_expired: '세션이 만료되었습니다! 계속하려면 다시 로그인하세요...',
  session_not_exists: '세션이 만료되었습니다! 계속하려면 다시 로그인하세요...',
  invalidSession: '세션이 더 이상 유효하지 않습니다. 다시 로그인하세요.',
  loginLimit: '로그인 시도가 너무 잦습니다. 1분 후에 다시 시도하세요...',
  requestLimit: '요청이 너무 잦습니다.',
  requestFailed: '연결이 불안정합니다. 연결을 확인한 후 다시 시도해 주세요.',
  requestTimeout: '연결이 불안정합니다. 연결을 확인한 후 다시 시도해 주세요.',
  requestProcessing: '요청을 처리하고 있습니다. 잠시 기다려 주세요.',
  incompletedRequest: '요청을 완료할 수 없습니다. 다시 시도해 주세요.',
  systemError: '서버 내부 오류입니다. 잠시 후 다시 시도해 주세요.',
  loginFailed: '로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.',
  accountIdRequired: '사용자 이름을 입력하세요!',
  passwordRequired: '비밀번호를 입력하세요!',
  unknown: '문제가 발생했습니다({{code}}). 다시 시도해 주세요.',
};

export default kr;
