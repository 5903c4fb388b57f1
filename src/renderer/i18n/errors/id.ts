import type { ErrorMessages } from './en';

const id: ErrorMessages = {
  invalid_password: 'Kata sandi salah.',
  login_id_not_exists: 'ID login tidak valid.',
  account_not_exists: 'Akun tidak ada.',
  account_inactive: 'Akun Anda tidak aktif. Silakan hubungi upline Anda.',
  BLOCK: 'Akun Anda diblokir. Silakan hubungi upline Anda.',
  CLOSE: 'Akun Anda ditutup. Silakan hubungi upline Anda.',
  session_expired: 'Sesi berakhir! Silakan masuk kembali untuk melanjutkan...',
  session_not_exists: 'Sesi berakhir! Silakan masuk kembali untuk melanjutkan...',
  invalidSession: 'Sesi Anda sudah tidak berlaku. Silakan masuk kembali.',
  loginLimit: 'Anda terlalu sering masuk, silakan coba lagi setelah 1 menit...',
  requestLimit: 'Permintaan Anda terlalu sering.',
  requestFailed: 'Koneksi Anda tidak stabil. Periksa koneksi Anda dan coba lagi.',
  requestTimeout: 'Koneksi Anda tidak stabil. Periksa koneksi Anda dan coba lagi.',
  requestProcessing: 'Permintaan Anda sedang diproses. Mohon tunggu.',
  incompletedRequest: 'Permintaan tidak dapat diselesaikan. Silakan coba lagi.',
  systemError: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  loginFailed: 'Gagal masuk. Silakan coba lagi nanti.',
  accountIdRequired: 'Nama pengguna wajib diisi!',
  passwordRequired: 'Kata sandi wajib diisi!',
  unknown: 'Terjadi kesalahan ({{code}}). Silakan coba lagi.',
};

export default id;
