import type { TermsMessages } from './en';

const id: TermsMessages = {
  terms: {
    readTitle: 'Ketentuan yang telah Anda setujui',
    readLink: 'Baca syarat dan ketentuan',
    intro: 'Silakan baca syarat dan ketentuan. Anda perlu menerimanya untuk melanjutkan.',
    updated:
      'Syarat dan ketentuan telah berubah sejak terakhir Anda menerimanya. Silakan baca dan terima versi baru untuk melanjutkan.',
    tournamentIntro: 'Sebelum ruang turnamen pertama Anda, silakan baca dan terima aturan turnamen.',
    version: 'Versi {{version}}, diterbitkan {{date}}',
    agree: 'Saya telah membaca dan menyetujui ketentuan ini',
    accept: 'Terima',
    decline: 'Tolak dan keluar',
    notNow: 'Nanti saja',
    failed: 'Syarat dan ketentuan tidak dapat dimuat.',
    retry: 'Coba lagi',
    general: {
      title: 'Syarat dan ketentuan',
      sections: [
        {
          title: 'Persetujuan',
          body: 'Dengan menggunakan layanan ini Anda menyetujui ketentuan ini. Jika Anda tidak setuju, tolak ketentuan ini dan Anda akan dikeluarkan dari akun.',
        },
        {
          title: 'Siapa yang boleh bermain',
          body: 'Anda harus berusia minimal 18 tahun dan cukup umur untuk berjudi menurut hukum di tempat tinggal Anda, dan taruhan harus legal di sana. Akun Anda dibuka oleh upline Anda dan hanya untuk Anda sendiri.',
        },
        {
          title: 'Akun Anda',
          body: 'Rahasiakan kata sandi Anda dan segera ganti jika Anda menduga orang lain mengetahuinya. Anda bertanggung jawab atas setiap taruhan yang dipasang dengan akun Anda.',
        },
        {
          title: 'Taruhan',
          body: 'Taruhan baru diterima ketika muncul di daftar taruhan Anda sebagai berjalan. Taruhan langsung dapat menunggu beberapa detik dan dapat ditolak jika terjadi gol atau kartu merah pada saat itu. Taruhan pada harga yang jelas keliru dapat dibatalkan.',
        },
        {
          title: 'Batas dan penyelesaian',
          body: 'Setiap akun memiliki taruhan minimum, taruhan maksimum, dan pembayaran maksimum untuk setiap olahraga dan pasar. Taruhan diselesaikan berdasarkan hasil resmi; pertandingan yang dibatalkan atau dihentikan dianggap batal dan taruhan dikembalikan.',
        },
        {
          title: 'Kredit dan pembayaran',
          body: 'Kredit, setoran, dan penarikan Anda diurus oleh upline Anda. Hubungi mereka untuk semua hal tentang saldo Anda.',
        },
        {
          title: 'Bermain secara bertanggung jawab',
          body: 'Bertaruhlah hanya sebesar yang sanggup Anda relakan. Jika bertaruh tidak lagi menyenangkan, mintalah upline Anda membatasi atau menutup akun Anda.',
        },
        {
          title: 'Perubahan ketentuan',
          body: 'Operator dapat menerbitkan versi baru dari ketentuan ini. Anda akan diminta menerimanya sebelum melanjutkan.',
        },
      ],
    },
    tournament: {
      title: 'Aturan turnamen',
      sections: [
        {
          title: 'Ruang',
          body: 'Ruang bersifat publik, privat (dimasuki dengan PIN 6 digit) atau gratis. Anda hanya boleh memiliki satu ruang privat pada satu waktu. Ruang publik gratis hanya dapat diikuti sekali per anggota dan per alamat jaringan.',
        },
        {
          title: 'Biaya masuk',
          body: 'Biaya masuk, dari 10 sampai 1.000, dipotong dari saldo Anda saat bergabung. Biaya dikembalikan jika Anda keluar sebelum bertaruh di ruang itu atau jika ruang dibatalkan.',
        },
        {
          title: 'Bergabung dan bertaruh',
          body: 'Anda memerlukan satu taruhan olahraga yang diterima sebelum dapat bergabung. Taruhan turnamen memakai poin dan hanya pada pertandingan di ruang tersebut; pertandingan langsung tidak diizinkan.',
        },
        {
          title: 'Hadiah',
          body: 'Saat ruang berakhir, juara pertama, kedua, dan ketiga membagi kumpulan hadiah (50%, 30%, dan 20%). Pemain dengan poin sama membagi rata hadiah dari posisi yang mereka tempati bersama.',
        },
        {
          title: 'Permainan yang adil',
          body: 'Bermain dengan beberapa akun atau bekerja sama dengan pemain lain menyebabkan diskualifikasi serta hilangnya biaya masuk dan hadiah.',
        },
      ],
    },
  },
};
export default id;
