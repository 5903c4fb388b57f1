import type { ResponsibleMessages } from './en';

const id: ResponsibleMessages = {
  responsible: {
    title: 'Bermain bertanggung jawab',
    link: 'Bermain bertanggung jawab: batas, pengingat waktu, dan jeda',
    intro:
      'Tetapkan batas permainan Anda sendiri. Menurunkan batas berlaku segera; menaikkan atau menghapusnya berlaku 24 jam kemudian. Hari dimulai pukul 00:00 GMT+8, minggu pada hari Senin, bulan pada tanggal 1.',
    limitsTitle: 'Batas taruhan dan kekalahan',
    limit: {
      stake_day: 'Batas taruhan harian',
      stake_week: 'Batas taruhan mingguan',
      stake_month: 'Batas taruhan bulanan',
      loss_day: 'Batas kekalahan harian',
      loss_week: 'Batas kekalahan mingguan',
      loss_month: 'Batas kekalahan bulanan',
    },
    current: 'Saat ini',
    none: 'Tanpa batas',
    usedStake: 'Taruhan periode ini',
    usedLoss: 'Kekalahan bersih periode ini',
    pending: 'Berubah menjadi {{amount}} pada {{date}}',
    pendingRemoval: 'Dihapus pada {{date}}',
    newLimit: 'Batas baru',
    newLimitOf: 'Batas baru: {{limit}}',
    save: 'Simpan',
    saveOf: 'Simpan: {{limit}}',
    remove: 'Hapus batas',
    removeOf: 'Hapus batas: {{limit}}',
    amountInvalid: 'Masukkan jumlah 0 atau lebih, paling banyak 2 desimal.',
    realityTitle: 'Pengingat waktu',
    realityIntro: 'Pengingat berkala tentang berapa lama Anda bermain dan hasil bersih sejak masuk.',
    realityMinutes: 'Ingatkan setiap (menit, 1 sampai 240)',
    realityEvery: 'Setiap {{minutes}} menit',
    realityOff: 'Mati',
    realityTurnOff: 'Matikan',
    minutesInvalid: 'Masukkan menit bulat dari 1 sampai 240.',
    excludeTitle: 'Jeda dan pengecualian diri',
    excludeIntro:
      'Istirahat dari bermain. Selama itu Anda tidak dapat masuk, dan tidak dapat diakhiri lebih awal.',
    exclude: {
      '24h': 'Jeda selama 24 jam',
      '7d': 'Kecualikan diri selama 7 hari',
      '30d': 'Kecualikan diri selama 30 hari',
    },
    confirmText: 'Anda akan dikeluarkan sekarang dan tidak dapat masuk lagi sampai {{date}}.',
    confirmFinal: 'Ini tidak dapat dibatalkan atau diakhiri lebih awal.',
    confirmExclude: 'Ya, keluarkan saya sampai saat itu',
    cancel: 'Batal',
    dialogTitle: 'Pengingat waktu',
    duration: '{{hours}} jam {{minutes}} menit',
    dialogPlayed: 'Anda telah bermain selama {{duration}}.',
    dialogNet: 'Hasil bersih sejak Anda masuk: {{amount}}',
    continue: 'Lanjutkan',
    logout: 'Keluar',
  },
};

export default id;
