import type { TicketMessages } from './en';

const id: TicketMessages = {
  ticket: {
    title: 'Tiket taruhan',
    copy: 'SALINAN',
    terminal: 'Perangkat',
    ref: 'No. ref',
    time: 'Waktu',
    type: 'Jenis taruhan',
    odds: 'Pasaran',
    stake: 'Taruhan',
    potentialPayout: 'Potensi pembayaran',
    payout: 'Pembayaran',
    status: 'Keadaan',
    qrLabel: 'Kode QR no. ref {{ref}}',
    print: 'Cetak tiket',
    reprint: 'Cetak ulang',
    reprintOf: 'Cetak ulang tiket {{ref}}',
    printOf: 'Cetak tiket {{ref}}',
    close: 'Tutup',
    preview: 'Tiket {{ref}}',
    printed: 'Tiket {{ref}} sudah dicetak.',
    noPrinter: 'Printer struk tidak ditemukan. Silakan minta bantuan petugas.',
    failed: 'Tiket tidak dapat dicetak. Silakan coba lagi atau tanya petugas.',
    cancelled: 'Pencetakan dibatalkan.',
    keep: 'Simpan tiket ini untuk mengklaim kemenangan Anda.',
    check: {
      title: 'Cek tiket',
      label: 'No. ref',
      hint: 'Ketik atau pindai no. ref yang tercetak di tiket, lalu tekan Enter.',
      submit: 'Cek',
      required: 'Silakan masukkan no. ref.',
      invalid: 'No. ref hanya berisi huruf, angka, - dan _ (paling banyak 40).',
      notFound: 'Tidak ada taruhan Anda dengan no. ref ini.',
      result: 'Tiket {{ref}}',
    },
  },
};

export default id;
