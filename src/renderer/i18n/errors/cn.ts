import type { ErrorMessages } from './en';

const cn: ErrorMessages = {
  invalid_password: '密码错误。',
  login_id_not_exists: '登录账号无效。',
  account_not_exists: '账户不存在。',
  account_inactive: '您的账户未激活，请联系您的上线。',
  BLOCK: '您的账户已被锁定，请联系您的上线。',
  CLOSE: '您的账户已关闭，请联系您的上线。',
  session_expired: '会话已过期！请重新登录以继续…',
  session_not_exists: '会话已过期！请重新登录以继续…',
  invalidSession: '您的会话已失效，请重新登录。',
  loginLimit: '您登录过于频繁，请 1 分钟后再试…',
  requestLimit: '您的请求过于频繁。',
  requestFailed: '您的网络连接不稳定。请检查网络连接后重试。',
  requestTimeout: '您的网络连接不稳定。请检查网络连接后重试。',
  requestProcessing: '您的请求正在处理中，请稍候。',
  incompletedRequest: '请求未能完成，请重试。',
  systemError: '服务器内部错误，请稍后再试。',
  loginFailed: '登录失败，请稍后再试。',
  accountIdRequired: '请输入用户名！',
  passwordRequired: '请输入密码！',
  unknown: '出现错误（{{code}}），请重试。',
};

export default cn;
