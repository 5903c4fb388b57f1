import type { ErrorMessages } from './en';

const jp: ErrorMessages = {
  invalid_password: 'パスワードが正しくありません。',
  login_id_not_exists: 'ログインIDが無効です。',
  account_not_exists: 'アカウントが存在しません。',
  account_inactive: 'お客様のアカウントは無効です。アップラインにお問い合わせください。',
  BLOCK: 'お客様のアカウントはブロックされています。アップラインにお問い合わせください。',
  CLOSE: 'お客様のアカウントは閉鎖されています。アップラインにお問い合わせください。',
  session_expired: 'セッションの有効期限が切れました！続けるには再度ログインしてください…',
  session_not_exists: 'セッションの有効期限が切れました！続けるには再度ログインしてください…',
  invalidSession: 'セッションが無効になりました。再度ログインしてください。',
  loginLimit: 'ログインの回数が多すぎます。1 分後にもう一度お試しください…',
  requestLimit: 'リクエストの回数が多すぎます。',
  requestFailed: '接続が不安定です。接続を確認してもう一度お試しください。',
  requestTimeout: '接続が不安定です。接続を確認してもう一度お試しください。',
  requestProcessing: 'リクエストを処理中です。お待ちください。',
  incompletedRequest: 'リクエストを完了できませんでした。もう一度お試しください。',
  systemError: 'サーバー内部エラーです。後ほどもう一度お試しください。',
  loginFailed: 'ログインに失敗しました。後ほどもう一度お試しください。',
  accountIdRequired: 'ユーザー名を入力してください！',
  passwordRequired: 'パスワードを入力してください！',
  unknown: 'エラーが発生しました（{{code}}）。もう一度お試しください。',
};

export default jp;
