import type { HelpMessages } from './en';

const id: HelpMessages = {
  help: {
    title: 'Bantuan dan dukungan',
    intro: 'Jawaban atas pertanyaan umum tentang taruhan, odds, turnamen, dan akun Anda.',
    searchLabel: 'Cari bantuan',
    searchPlaceholder: 'Ketik kata, misalnya parlay atau pengembalian',
    results: '{{count}} topik cocok dengan "{{query}}".',
    noResults:
      'Tidak ada topik bantuan yang cocok dengan "{{query}}". Coba kata lain, atau hubungi kami di bawah.',
    topicsNav: 'Topik bantuan',
    headerLinks: 'Tautan bantuan',
    open: 'Bantuan dan dukungan',
    openLiveCenter: 'Pusat langsung',
    openBetLimit: 'Batas taruhan',
    groups: {
      howToBet: 'Cara bertaruh',
      odds: 'Jenis odds',
      statuses: 'Status taruhan',
      tournament: 'Turnamen',
      faq: 'Pertanyaan umum',
      liveCenter: 'Pusat langsung',
      betLimit: 'Batas taruhan',
      contact: 'Hubungi kami',
    },
    topics: {
      keyboard: {
        title: 'Pintasan keyboard',
        body: 'Semuanya bisa dilakukan tanpa mouse. Tekan Tab ke tabel odds, lalu tombol panah berpindah antar harga. Enter menambahkan harga yang dipilih ke slip taruhan dan pindah ke jumlah taruhan; ketik jumlah dengan tombol angka. Enter memasang taruhan dan Enter lagi mengonfirmasinya. Esc membatalkan langkah konfirmasi, atau mengosongkan slip taruhan dan kembali ke odds.',
      },
      single: {
        title: 'Taruhan tunggal',
        body: 'Klik harga di tabel odds untuk menambahkannya ke slip taruhan, ketik jumlah taruhan, tekan Pasang taruhan, lalu konfirmasi. Taruhan tunggal menang atau kalah hanya pada satu pilihan.',
      },
      parlay: {
        title: 'Parlay campuran',
        body: 'Tambahkan pilihan dari 2 sampai 12 pertandingan berbeda (3 untuk beberapa jenis taruhan dan untuk parlay langsung) lalu pilih Parlay di slip taruhan. Odds setiap leg dikalikan dan semua leg harus menang. Leg yang menang setengah dihitung setengah, leg yang batal dihitung sebagai odds 1.',
      },
      system: {
        title: 'Parlay sistem',
        body: 'Parlay sistem membeli semua kombinasi dengan ukuran yang dipilih dari pilihan Anda: 3 pilihan sebagai double menjadi 3 taruhan, Trixie (3 double dan 1 treble) menjadi 4, Yankee dengan 4 pilihan menjadi 11. Setiap kombinasi memakai satu taruhan. Dengan lebih dari 10 pilihan hanya kombinasi penuh yang tersedia.',
      },
      myanmar: {
        title: 'Odds Myanmar dan parlay Myanmar',
        body: 'Anggota dengan akun MMK atau MMO dapat bertaruh dengan odds Myanmar: voor gol dengan persentase, seperti 1+50 atau 1-30. Parlay Myanmar memakai 2 sampai 10 pertandingan. Contoh perhitungan ada di bagian Jenis odds.',
      },
      oddsIntro: {
        title: 'Memilih jenis odds',
        body: 'Ubah jenis odds di bagian atas halaman atau di Pengaturan. Harga yang sama dapat ditampilkan sebagai odds Malay, Hong Kong, Indo, Desimal, atau Myanmar; kemenangan Anda tidak berubah. Contoh di bawah memakai taruhan 100.',
      },
      oddsDecimal: {
        title: 'Odds desimal',
        body: 'Odds desimal sudah termasuk taruhan Anda. Pada 1,96 taruhan 100 yang menang mengembalikan 196: untung 96. Taruhan yang kalah kehilangan 100.',
      },
      oddsHk: {
        title: 'Odds Hong Kong',
        body: 'Odds Hong Kong hanya menunjukkan keuntungan: desimal 1,96 sama dengan HK 0,96. Taruhan 100 pada 0,96 menang 96 atau kalah 100.',
      },
      oddsMalay: {
        title: 'Odds Malay',
        body: 'Odds Malay positif bekerja seperti odds Hong Kong: pada 0,80 taruhan 100 menang 80 atau kalah 100. Odds Malay negatif menunjukkan risiko untuk memenangkan taruhan Anda: pada -0,80 Anda menang 100 tetapi berisiko 80 (harga yang sama dengan desimal 2,25).',
      },
      oddsIndo: {
        title: 'Odds Indo',
        body: 'Odds Indo positif menunjukkan keuntungan per 1: pada 1,25 taruhan 100 menang 125. Odds Indo negatif menunjukkan risiko per 1 yang dimenangkan: pada -2,00 Anda menang 100 dan berisiko 200 (desimal 1,50).',
      },
      oddsMyanmar: {
        title: 'Odds Myanmar',
        body: 'Mendukung tim yang memberi voor 1-30 dengan taruhan 10.000: menang 2 gol atau lebih menang 10.000; menang tepat 1 gol kalah 30%, yaitu 3.000; seri atau kalah kehilangan 10.000. Pada 1+40 menang tepat 1 gol menang 4.000.',
      },
      statusesIntro: {
        title: 'Arti status di daftar taruhan Anda',
        body: 'Berjalan: diterima dan menunggu hasil. Menunggu: taruhan langsung sedang diperiksa beberapa detik. Diterima, ditolak, dan tertunda menunjukkan apa yang terjadi pada taruhan yang menunggu. Batal: dibatalkan dan dikembalikan, misalnya saat pertandingan dihentikan.',
      },
      outcomes: {
        title: 'Hasil taruhan yang sudah diselesaikan',
        body: 'Menang atau menang penuh: kemenangan penuh dibayar. Menang setengah: setengah taruhan menang, setengahnya dikembalikan. Seri: taruhan dikembalikan. Kalah setengah: setengah taruhan kalah, setengahnya dikembalikan. Kalah atau kalah penuh: taruhan hilang. Taruhan yang ditolak dan dihentikan dikembalikan.',
      },
      tournamentHow: {
        title: 'Cara bermain turnamen',
        body: 'Buka Turnamen di bagian atas halaman. Pilih ruang dari daftar atau cari dengan ID ruang, periksa biaya masuk lalu bergabung; ruang privat meminta PIN 6 digit. Sebelum waktu taruhan terakhir, pasang poin Anda pada pertandingan di ruang itu. Saat ruang berakhir, peringkat menentukan hadiah.',
      },
      tournamentCreate: {
        title: 'Membuat ruang',
        body: 'Pilih Buat ruang, lalu jenis ruang, tanggal pertandingan, minimal 3 pertandingan yang tidak sedang berlangsung, jumlah pemain (3 sampai 30), dan biaya masuk (10 sampai 1.000). Ruang privat mendapat PIN 6 digit untuk dibagikan kepada teman.',
      },
      faqPassword: {
        title: 'Saya lupa kata sandi. Apa yang harus saya lakukan?',
        body: 'Upline Anda dapat mengaturnya ulang. Setelah masuk, ganti di Akun saya pada Ubah kata sandi: 6 sampai 10 huruf dan angka, masing-masing minimal satu.',
      },
      faqStake: {
        title: 'Mengapa jumlah taruhan saya berubah sendiri?',
        body: 'Taruhan di bawah minimum atau di atas maksimum batas taruhan Anda diubah ke batas itu, dan slip taruhan memberi tahu Anda. Lihat Batas taruhan untuk batas Anda.',
      },
      faqWaiting: {
        title: 'Mengapa taruhan langsung saya menunggu?',
        body: 'Taruhan langsung diperiksa beberapa detik sebelum diterima. Jika terjadi gol atau kartu merah pada saat itu, taruhan ditolak dan dana dikembalikan.',
      },
      faqOdds: {
        title: 'Mengapa harga berubah atau hilang?',
        body: 'Harga bergerak mengikuti pertandingan. Pasar yang ditutup atau ditangguhkan tidak dapat menerima taruhan untuk sementara. Centang Terima odds lebih baik atau Terima odds apa pun di slip taruhan agar taruhan tetap dipasang saat harga bergerak.',
      },
      faqNickname: {
        title: 'Bisakah saya mengganti nama panggilan?',
        body: 'Nama panggilan hanya dapat diatur sekali. Setelah itu tidak dapat diubah atau dihapus.',
      },
      liveCenter: {
        title: 'Pusat langsung',
        body: 'Pusat langsung menampilkan pertandingan yang sedang berlangsung dengan skor langsung, pelacak pertandingan, dan siaran TV langsung bila tersedia. Buka dari ikon langsung di samping pertandingan langsung, atau dengan tombol di bawah.',
      },
      betLimit: {
        title: 'Batas taruhan Anda',
        body: 'Setiap olahraga dan pasar memiliki taruhan minimum, taruhan maksimum, dan pembayaran maksimum untuk akun Anda. Taruhan di luar batas itu diubah ke batas terdekat. Hanya upline Anda yang dapat mengubah batas Anda.',
      },
      contact: {
        title: 'Hubungi kami',
        body: 'Tim dukungan kami menjawab melalui saluran di bawah. Untuk kredit, batas, atau apa pun tentang akun Anda, upline Anda adalah bantuan tercepat.',
      },
    },
    liveCenterButton: 'Buka TV langsung dan pelacak pertandingan',
    limitsEmpty: 'Belum ada batas taruhan untuk akun Anda.',
    contact: {
      channels: 'Saluran dukungan',
      email: 'Surel',
      phone: 'Telepon',
      liveChat: 'Obrolan langsung',
      openChat: 'Buka obrolan langsung',
      copy: 'Salin {{channel}}',
      copyButton: 'Salin',
      copied: '{{channel}} disalin.',
      none: 'Operator Anda belum mencantumkan saluran kontak. Silakan hubungi upline Anda.',
    },
  },
};
export default id;
