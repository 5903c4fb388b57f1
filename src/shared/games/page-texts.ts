// Every text of the demo provider's game pages (the pop-ups a launch URL opens), in the nine display
// languages. The server writes the page frame in the launch's language and hands the page scripts this
// table's entry for it; `{name}` marks a value the script fills in. Game titles are names, not texts.
import type { Locale } from '../languages';
import type { SlotSymbol } from './slot';
import { SLOT_SYMBOL_NAMES } from './slot-symbol-names';

export interface GamePageTexts {
  provider: string;
  rtp: string;
  balance: string;
  gameTable: string;
  betControls: string;
  lastRounds: string;
  stake: string;
  lotteryTitle: string;
  notFoundTitle: string;
  notFoundText: string;
  languageTitle: string;
  languageText: string;
  youWin: string;
  noWin: string;
  errors: {
    invalidLaunchToken: string;
    launchTokenExpired: string;
    sessionEnded: string;
    insufficientBalance: string;
    liveCasinoDisabled: string;
    miniGameDisabled: string;
    lotteryDisabled: string;
    viewOnly: string;
    accountFrozen: string;
    betLowerMin: string;
    betOverMax: string;
    stakeLimitReached: string;
    lossLimitReached: string;
    requestFailed: string;
    unknown: string;
  };
  slot: {
    reels: string;
    reel: string;
    spin: string;
    spinning: string;
    winTimes: string;
    symbols: Readonly<Record<SlotSymbol, string>>;
  };
  baccarat: {
    player: string;
    banker: string;
    tie: string;
    playerCards: string;
    bankerCards: string;
    dealer: string;
    autoDealer: string;
    betOn: string;
    clear: string;
    deal: string;
    card: string;
    suits: { spades: string; hearts: string; diamonds: string; clubs: string };
    placeFirst: string;
    dealing: string;
    total: string;
    playerWins: string;
    bankerWins: string;
    tieResult: string;
    net: string;
  };
  dice: {
    dice: string;
    die: string;
    rules: string;
    betBig: string;
    betSmall: string;
    big: string;
    small: string;
    triple: string;
  };
  fishing: {
    sea: string;
    aimAt: string;
    shoot: string;
    caught: string;
    escaped: string;
    fish: {
      clown: string;
      puffer: string;
      turtle: string;
      ray: string;
      shark: string;
      whale: string;
      dragon: string;
    };
  };
  lottery: {
    nextDraw: string;
    draw: string;
    drawTitle: string;
    first: string;
    second: string;
    third: string;
    special: string;
    consolation: string;
  };
}

/**
 * The refusal codes the game pages' server answers, by the page text that tells the player what happened; any
 * other code gets the generic text (a player never sees a code). Every limit refusal of the error catalogue has
 * its own text here: a round refused by a limit must not read as a fault to try again.
 */
export const PAGE_ERROR_KEYS: Readonly<Record<string, keyof GamePageTexts['errors']>> = {
  invalidLaunchToken: 'invalidLaunchToken',
  launchTokenExpired: 'launchTokenExpired',
  invalidSession: 'sessionEnded',
  session_expired: 'sessionEnded',
  session_not_exists: 'sessionEnded',
  insufficient_balance: 'insufficientBalance',
  liveCasinoDisabled: 'liveCasinoDisabled',
  MiniGameDisabled: 'miniGameDisabled',
  lotteryDisabled: 'lotteryDisabled',
  viewOnly: 'viewOnly',
  accountFrozen: 'accountFrozen',
  betLowerMin: 'betLowerMin',
  betOverMax: 'betOverMax',
  stakeLimitReached: 'stakeLimitReached',
  lossLimitReached: 'lossLimitReached',
  requestFailed: 'requestFailed',
};

const en: GamePageTexts = {
  provider: 'Demo Provider',
  rtp: 'Return to player {rtp}%',
  balance: 'Balance',
  gameTable: 'Game table',
  betControls: 'Bet controls',
  lastRounds: 'Last rounds',
  stake: 'Stake',
  lotteryTitle: '4D Results',
  notFoundTitle: 'Game not found',
  notFoundText: 'This game does not exist. Open a game from the lobby.',
  languageTitle: 'Unknown language',
  languageText: 'This game link names a language the games do not have. Open the game again from the lobby.',
  youWin: 'You win {payout}',
  noWin: 'No win',
  errors: {
    invalidLaunchToken: 'This game link was already used. Open the game again from the lobby.',
    launchTokenExpired: 'This game link has expired. Open the game again from the lobby.',
    sessionEnded: 'Your game session has ended. Open the game again from the lobby.',
    insufficientBalance: 'Not enough balance for this stake.',
    liveCasinoDisabled: 'Live casino is disabled for your account. Please contact your upline.',
    miniGameDisabled: 'Mini games are disabled for your account. Please contact your upline.',
    lotteryDisabled: 'The lottery is disabled for your account. Please contact your upline.',
    viewOnly: 'Your account has been changed to VIEW only.',
    accountFrozen: 'Your account is frozen. Please contact your upline.',
    betLowerMin: 'Your stake is less than the minimum stake.',
    betOverMax: 'Your stake exceeds the maximum stake.',
    stakeLimitReached:
      'Your stake limit for this period is reached. You can lower or change your limits under My account, Responsible gaming.',
    lossLimitReached:
      'Your loss limit for this period is reached. You can lower or change your limits under My account, Responsible gaming.',
    requestFailed: 'Your connection is unstable. Please check your connection and try again.',
    unknown: 'Something went wrong. Please try again.',
  },
  slot: {
    reels: 'Reels',
    reel: 'Reel {n}',
    spin: 'Spin',
    spinning: 'Spinning...',
    winTimes: 'You win {payout} (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.en,
  },
  baccarat: {
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    playerCards: 'Player cards',
    bankerCards: 'Banker cards',
    dealer: 'Dealer: {dealer} - continuous shuffler, 52 cards per draw',
    autoDealer: 'Auto dealer',
    betOn: 'Bet {side}',
    clear: 'Clear bets',
    deal: 'Deal',
    card: '{rank} of {suit}',
    suits: { spades: 'spades', hearts: 'hearts', diamonds: 'diamonds', clubs: 'clubs' },
    placeFirst: 'Place a bet on Player, Banker or Tie first.',
    dealing: 'Dealing...',
    total: 'Total {n}',
    playerWins: 'Player wins',
    bankerWins: 'Banker wins',
    tieResult: 'Tie game',
    net: 'net {amount}',
  },
  dice: {
    dice: 'Dice',
    die: 'Die {n}',
    rules: 'Big 11-17, Small 4-10, pays 1:1. Any triple loses.',
    betBig: 'Bet Big',
    betSmall: 'Bet Small',
    big: 'Big',
    small: 'Small',
    triple: 'Triple',
  },
  fishing: {
    sea: 'Sea with swimming fish',
    aimAt: 'Aim at',
    shoot: 'Shoot {fish} x{m}',
    caught: '{fish} caught! You win {payout}',
    escaped: '{fish} escaped',
    fish: {
      clown: 'Clownfish',
      puffer: 'Pufferfish',
      turtle: 'Sea turtle',
      ray: 'Manta ray',
      shark: 'Shark',
      whale: 'Golden whale',
      dragon: 'Sea dragon',
    },
  },
  lottery: {
    nextDraw: 'Next draw #{n} at {time}',
    draw: 'Draw {n}',
    drawTitle: 'Draw #{n} - {date}',
    first: '1st',
    second: '2nd',
    third: '3rd',
    special: 'Special: {numbers}',
    consolation: 'Consolation: {numbers}',
  },
};

const cn: GamePageTexts = {
  provider: '演示游戏商',
  rtp: '返还率 {rtp}%',
  balance: '余额',
  gameTable: '游戏桌',
  betControls: '投注操作',
  lastRounds: '最近局数',
  stake: '投注额',
  lotteryTitle: '4D 开奖结果',
  notFoundTitle: '找不到游戏',
  notFoundText: '此游戏不存在。请从游戏大厅打开游戏。',
  languageTitle: '未知语言',
  languageText: '此游戏链接指定的语言不受支持。请从游戏大厅重新打开游戏。',
  youWin: '您赢得 {payout}',
  noWin: '未中奖',
  errors: {
    invalidLaunchToken: '此游戏链接已被使用。请从游戏大厅重新打开游戏。',
    launchTokenExpired: '此游戏链接已过期。请从游戏大厅重新打开游戏。',
    sessionEnded: '您的游戏会话已结束。请从游戏大厅重新打开游戏。',
    insufficientBalance: '余额不足以支付此投注额。',
    liveCasinoDisabled: '您的账户已停用真人娱乐场。请联系您的上线。',
    miniGameDisabled: '您的账户已停用小游戏。请联系您的上线。',
    lotteryDisabled: '您的账户已停用彩票。请联系您的上线。',
    viewOnly: '您的账户已改为仅可查看。',
    accountFrozen: '您的账户已被冻结。请联系您的上线。',
    betLowerMin: '您的投注额低于最低投注额。',
    betOverMax: '您的投注额超过最高投注额。',
    stakeLimitReached: '已达到本期的投注额上限。您可以在“我的账户 > 负责任博彩”中调整限额。',
    lossLimitReached: '已达到本期的亏损上限。您可以在“我的账户 > 负责任博彩”中调整限额。',
    requestFailed: '您的网络连接不稳定。请检查网络后重试。',
    unknown: '出现问题。请重试。',
  },
  slot: {
    reels: '转轴',
    reel: '第 {n} 轴',
    spin: '旋转',
    spinning: '旋转中...',
    winTimes: '您赢得 {payout}（x{multiplier}）',
    symbols: SLOT_SYMBOL_NAMES.cn,
  },
  baccarat: {
    player: '闲',
    banker: '庄',
    tie: '和',
    playerCards: '闲家牌',
    bankerCards: '庄家牌',
    dealer: '荷官：{dealer} - 连续洗牌机，每次发牌 52 张牌',
    autoDealer: '自动荷官',
    betOn: '投注 {side}',
    clear: '清除投注',
    deal: '发牌',
    card: '{suit} {rank}',
    suits: { spades: '黑桃', hearts: '红心', diamonds: '方块', clubs: '梅花' },
    placeFirst: '请先投注闲、庄或和。',
    dealing: '发牌中...',
    total: '点数 {n}',
    playerWins: '闲赢',
    bankerWins: '庄赢',
    tieResult: '和局',
    net: '净输赢 {amount}',
  },
  dice: {
    dice: '骰子',
    die: '骰子 {n}',
    rules: '大 11-17，小 4-10，赔率 1:1。任何围骰皆输。',
    betBig: '投注大',
    betSmall: '投注小',
    big: '大',
    small: '小',
    triple: '围骰',
  },
  fishing: {
    sea: '有鱼游动的大海',
    aimAt: '瞄准',
    shoot: '射击{fish} x{m}',
    caught: '捕获{fish}！您赢得 {payout}',
    escaped: '{fish}逃走了',
    fish: {
      clown: '小丑鱼',
      puffer: '河豚',
      turtle: '海龟',
      ray: '魔鬼鱼',
      shark: '鲨鱼',
      whale: '黄金鲸',
      dragon: '海龙',
    },
  },
  lottery: {
    nextDraw: '下一期 #{n}，开奖时间 {time}',
    draw: '第 {n} 期',
    drawTitle: '第 #{n} 期 - {date}',
    first: '头奖',
    second: '二奖',
    third: '三奖',
    special: '特别奖：{numbers}',
    consolation: '安慰奖：{numbers}',
  },
};

const th: GamePageTexts = {
  provider: 'ผู้ให้บริการเกมสาธิต',
  rtp: 'อัตราคืนผู้เล่น {rtp}%',
  balance: 'ยอดเงิน',
  gameTable: 'โต๊ะเกม',
  betControls: 'ปุ่มเดิมพัน',
  lastRounds: 'รอบล่าสุด',
  stake: 'ยอดเดิมพัน',
  lotteryTitle: 'ผลหวย 4D',
  notFoundTitle: 'ไม่พบเกม',
  notFoundText: 'ไม่มีเกมนี้ กรุณาเปิดเกมจากล็อบบี้',
  languageTitle: 'ไม่รู้จักภาษา',
  languageText: 'ลิงก์เกมนี้ระบุภาษาที่เกมไม่รองรับ กรุณาเปิดเกมอีกครั้งจากล็อบบี้',
  youWin: 'คุณชนะ {payout}',
  noWin: 'ไม่ชนะ',
  errors: {
    invalidLaunchToken: 'ลิงก์เกมนี้ถูกใช้ไปแล้ว กรุณาเปิดเกมอีกครั้งจากล็อบบี้',
    launchTokenExpired: 'ลิงก์เกมนี้หมดอายุแล้ว กรุณาเปิดเกมอีกครั้งจากล็อบบี้',
    sessionEnded: 'เซสชันเกมของคุณสิ้นสุดแล้ว กรุณาเปิดเกมอีกครั้งจากล็อบบี้',
    insufficientBalance: 'ยอดเงินไม่พอสำหรับยอดเดิมพันนี้',
    liveCasinoDisabled: 'บัญชีของคุณปิดการใช้คาสิโนสด กรุณาติดต่ออัปไลน์ของคุณ',
    miniGameDisabled: 'บัญชีของคุณปิดการใช้มินิเกม กรุณาติดต่ออัปไลน์ของคุณ',
    lotteryDisabled: 'บัญชีของคุณปิดการใช้หวย กรุณาติดต่ออัปไลน์ของคุณ',
    viewOnly: 'บัญชีของคุณถูกเปลี่ยนเป็นดูได้อย่างเดียว',
    accountFrozen: 'บัญชีของคุณถูกระงับ กรุณาติดต่ออัปไลน์ของคุณ',
    betLowerMin: 'ยอดเดิมพันของคุณน้อยกว่ายอดเดิมพันขั้นต่ำ',
    betOverMax: 'ยอดเดิมพันของคุณเกินยอดเดิมพันสูงสุด',
    stakeLimitReached: 'ถึงวงเงินเดิมพันของช่วงนี้แล้ว คุณปรับวงเงินได้ที่ บัญชีของฉัน > การเล่นอย่างรับผิดชอบ',
    lossLimitReached: 'ถึงวงเงินขาดทุนของช่วงนี้แล้ว คุณปรับวงเงินได้ที่ บัญชีของฉัน > การเล่นอย่างรับผิดชอบ',
    requestFailed: 'การเชื่อมต่อของคุณไม่เสถียร กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    unknown: 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง',
  },
  slot: {
    reels: 'วงล้อ',
    reel: 'วงล้อที่ {n}',
    spin: 'หมุน',
    spinning: 'กำลังหมุน...',
    winTimes: 'คุณชนะ {payout} (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.th,
  },
  baccarat: {
    player: 'ผู้เล่น',
    banker: 'เจ้ามือ',
    tie: 'เสมอ',
    playerCards: 'ไพ่ผู้เล่น',
    bankerCards: 'ไพ่เจ้ามือ',
    dealer: 'ดีลเลอร์: {dealer} - เครื่องสับไพ่ต่อเนื่อง ไพ่ 52 ใบทุกการจั่ว',
    autoDealer: 'ดีลเลอร์อัตโนมัติ',
    betOn: 'แทง {side}',
    clear: 'ล้างเดิมพัน',
    deal: 'แจกไพ่',
    card: '{rank} {suit}',
    suits: { spades: 'โพดำ', hearts: 'โพแดง', diamonds: 'ข้าวหลามตัด', clubs: 'ดอกจิก' },
    placeFirst: 'กรุณาแทงผู้เล่น เจ้ามือ หรือเสมอก่อน',
    dealing: 'กำลังแจกไพ่...',
    total: 'รวม {n}',
    playerWins: 'ผู้เล่นชนะ',
    bankerWins: 'เจ้ามือชนะ',
    tieResult: 'เสมอกัน',
    net: 'สุทธิ {amount}',
  },
  dice: {
    dice: 'ลูกเต๋า',
    die: 'ลูกเต๋า {n}',
    rules: 'สูง 11-17 ต่ำ 4-10 จ่าย 1:1 ตองทุกแบบถือว่าแพ้',
    betBig: 'แทงสูง',
    betSmall: 'แทงต่ำ',
    big: 'สูง',
    small: 'ต่ำ',
    triple: 'ตอง',
  },
  fishing: {
    sea: 'ทะเลที่มีปลาว่ายอยู่',
    aimAt: 'เล็งที่',
    shoot: 'ยิง{fish} x{m}',
    caught: 'จับ{fish}ได้! คุณชนะ {payout}',
    escaped: '{fish}หนีไปแล้ว',
    fish: {
      clown: 'ปลาการ์ตูน',
      puffer: 'ปลาปักเป้า',
      turtle: 'เต่าทะเล',
      ray: 'ปลากระเบนราหู',
      shark: 'ฉลาม',
      whale: 'วาฬทองคำ',
      dragon: 'มังกรทะเล',
    },
  },
  lottery: {
    nextDraw: 'งวดถัดไป #{n} เวลา {time}',
    draw: 'งวด {n}',
    drawTitle: 'งวด #{n} - {date}',
    first: 'รางวัลที่ 1',
    second: 'รางวัลที่ 2',
    third: 'รางวัลที่ 3',
    special: 'รางวัลพิเศษ: {numbers}',
    consolation: 'รางวัลปลอบใจ: {numbers}',
  },
};

const vi: GamePageTexts = {
  provider: 'Nhà cung cấp thử nghiệm',
  rtp: 'Tỷ lệ hoàn trả {rtp}%',
  balance: 'Số dư',
  gameTable: 'Bàn chơi',
  betControls: 'Điều khiển cược',
  lastRounds: 'Các ván gần đây',
  stake: 'Tiền cược',
  lotteryTitle: 'Kết quả 4D',
  notFoundTitle: 'Không tìm thấy trò chơi',
  notFoundText: 'Trò chơi này không tồn tại. Hãy mở trò chơi từ sảnh.',
  languageTitle: 'Ngôn ngữ không xác định',
  languageText: 'Liên kết trò chơi này chỉ định một ngôn ngữ không được hỗ trợ. Hãy mở lại trò chơi từ sảnh.',
  youWin: 'Bạn thắng {payout}',
  noWin: 'Không thắng',
  errors: {
    invalidLaunchToken: 'Liên kết trò chơi này đã được dùng. Hãy mở lại trò chơi từ sảnh.',
    launchTokenExpired: 'Liên kết trò chơi này đã hết hạn. Hãy mở lại trò chơi từ sảnh.',
    sessionEnded: 'Phiên chơi của bạn đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    insufficientBalance: 'Số dư không đủ cho mức cược này.',
    liveCasinoDisabled: 'Sòng bài trực tiếp đã bị tắt cho tài khoản của bạn. Vui lòng liên hệ tuyến trên.',
    miniGameDisabled: 'Trò chơi nhỏ đã bị tắt cho tài khoản của bạn. Vui lòng liên hệ tuyến trên.',
    lotteryDisabled: 'Xổ số đã bị tắt cho tài khoản của bạn. Vui lòng liên hệ tuyến trên.',
    viewOnly: 'Tài khoản của bạn đã chuyển sang chế độ CHỈ XEM.',
    accountFrozen: 'Tài khoản của bạn đã bị đóng băng. Vui lòng liên hệ tuyến trên.',
    betLowerMin: 'Tiền cược của bạn thấp hơn mức cược tối thiểu.',
    betOverMax: 'Tiền cược của bạn vượt quá mức cược tối đa.',
    stakeLimitReached:
      'Bạn đã đạt giới hạn tiền cược của kỳ này. Bạn có thể điều chỉnh giới hạn tại Tài khoản của tôi, Chơi có trách nhiệm.',
    lossLimitReached:
      'Bạn đã đạt giới hạn thua lỗ của kỳ này. Bạn có thể điều chỉnh giới hạn tại Tài khoản của tôi, Chơi có trách nhiệm.',
    requestFailed: 'Kết nối của bạn không ổn định. Vui lòng kiểm tra kết nối và thử lại.',
    unknown: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  slot: {
    reels: 'Cuộn quay',
    reel: 'Cuộn {n}',
    spin: 'Quay',
    spinning: 'Đang quay...',
    winTimes: 'Bạn thắng {payout} (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.vi,
  },
  baccarat: {
    player: 'Con',
    banker: 'Cái',
    tie: 'Hòa',
    playerCards: 'Bài của Con',
    bankerCards: 'Bài của Cái',
    dealer: 'Người chia bài: {dealer} - máy xáo bài liên tục, 52 lá mỗi lần rút',
    autoDealer: 'Chia bài tự động',
    betOn: 'Cược {side}',
    clear: 'Xóa cược',
    deal: 'Chia bài',
    card: '{rank} {suit}',
    suits: { spades: 'bích', hearts: 'cơ', diamonds: 'rô', clubs: 'chuồn' },
    placeFirst: 'Hãy đặt cược vào Con, Cái hoặc Hòa trước.',
    dealing: 'Đang chia bài...',
    total: 'Tổng {n}',
    playerWins: 'Con thắng',
    bankerWins: 'Cái thắng',
    tieResult: 'Ván hòa',
    net: 'ròng {amount}',
  },
  dice: {
    dice: 'Xúc xắc',
    die: 'Xúc xắc {n}',
    rules: 'Tài 11-17, Xỉu 4-10, trả 1:1. Mọi bộ ba đều thua.',
    betBig: 'Cược Tài',
    betSmall: 'Cược Xỉu',
    big: 'Tài',
    small: 'Xỉu',
    triple: 'Bộ ba',
  },
  fishing: {
    sea: 'Biển có cá đang bơi',
    aimAt: 'Nhắm vào',
    shoot: 'Bắn {fish} x{m}',
    caught: 'Bắt được {fish}! Bạn thắng {payout}',
    escaped: '{fish} đã thoát',
    fish: {
      clown: 'Cá hề',
      puffer: 'Cá nóc',
      turtle: 'Rùa biển',
      ray: 'Cá đuối',
      shark: 'Cá mập',
      whale: 'Cá voi vàng',
      dragon: 'Rồng biển',
    },
  },
  lottery: {
    nextDraw: 'Kỳ quay tiếp theo #{n} lúc {time}',
    draw: 'Kỳ quay {n}',
    drawTitle: 'Kỳ quay #{n} - {date}',
    first: 'Giải nhất',
    second: 'Giải nhì',
    third: 'Giải ba',
    special: 'Giải đặc biệt: {numbers}',
    consolation: 'Giải khuyến khích: {numbers}',
  },
};

const id: GamePageTexts = {
  provider: 'Penyedia Demo',
  rtp: 'Pengembalian ke pemain {rtp}%',
  balance: 'Saldo',
  gameTable: 'Meja permainan',
  betControls: 'Kontrol taruhan',
  lastRounds: 'Ronde terakhir',
  stake: 'Taruhan',
  lotteryTitle: 'Hasil 4D',
  notFoundTitle: 'Permainan tidak ditemukan',
  notFoundText: 'Permainan ini tidak ada. Buka permainan dari lobi.',
  languageTitle: 'Bahasa tidak dikenal',
  languageText: 'Tautan permainan ini menyebut bahasa yang tidak didukung. Buka lagi permainan dari lobi.',
  youWin: 'Anda menang {payout}',
  noWin: 'Tidak menang',
  errors: {
    invalidLaunchToken: 'Tautan permainan ini sudah digunakan. Buka lagi permainan dari lobi.',
    launchTokenExpired: 'Tautan permainan ini sudah kedaluwarsa. Buka lagi permainan dari lobi.',
    sessionEnded: 'Sesi permainan Anda telah berakhir. Buka lagi permainan dari lobi.',
    insufficientBalance: 'Saldo tidak cukup untuk taruhan ini.',
    liveCasinoDisabled: 'Kasino langsung dinonaktifkan untuk akun Anda. Silakan hubungi upline Anda.',
    miniGameDisabled: 'Permainan mini dinonaktifkan untuk akun Anda. Silakan hubungi upline Anda.',
    lotteryDisabled: 'Lotere dinonaktifkan untuk akun Anda. Silakan hubungi upline Anda.',
    viewOnly: 'Akun Anda telah diubah menjadi HANYA LIHAT.',
    accountFrozen: 'Akun Anda dibekukan. Silakan hubungi upline Anda.',
    betLowerMin: 'Taruhan Anda kurang dari taruhan minimum.',
    betOverMax: 'Taruhan Anda melebihi taruhan maksimum.',
    stakeLimitReached:
      'Batas taruhan Anda untuk periode ini telah tercapai. Anda dapat mengubah batas di Akun saya, Bermain bertanggung jawab.',
    lossLimitReached:
      'Batas kekalahan Anda untuk periode ini telah tercapai. Anda dapat mengubah batas di Akun saya, Bermain bertanggung jawab.',
    requestFailed: 'Koneksi Anda tidak stabil. Periksa koneksi Anda lalu coba lagi.',
    unknown: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  slot: {
    reels: 'Gulungan',
    reel: 'Gulungan {n}',
    spin: 'Putar',
    spinning: 'Memutar...',
    winTimes: 'Anda menang {payout} (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.id,
  },
  baccarat: {
    player: 'Pemain',
    banker: 'Bankir',
    tie: 'Seri',
    playerCards: 'Kartu Pemain',
    bankerCards: 'Kartu Bankir',
    dealer: 'Dealer: {dealer} - pengocok berkelanjutan, 52 kartu setiap tarikan',
    autoDealer: 'Dealer otomatis',
    betOn: 'Pasang {side}',
    clear: 'Hapus taruhan',
    deal: 'Bagikan',
    card: '{rank} {suit}',
    suits: { spades: 'sekop', hearts: 'hati', diamonds: 'wajik', clubs: 'keriting' },
    placeFirst: 'Pasang taruhan pada Pemain, Bankir, atau Seri terlebih dahulu.',
    dealing: 'Membagikan kartu...',
    total: 'Jumlah {n}',
    playerWins: 'Pemain menang',
    bankerWins: 'Bankir menang',
    tieResult: 'Hasil seri',
    net: 'bersih {amount}',
  },
  dice: {
    dice: 'Dadu',
    die: 'Dadu {n}',
    rules: 'Besar 11-17, Kecil 4-10, bayar 1:1. Semua tiga kembar kalah.',
    betBig: 'Pasang Besar',
    betSmall: 'Pasang Kecil',
    big: 'Besar',
    small: 'Kecil',
    triple: 'Tiga kembar',
  },
  fishing: {
    sea: 'Laut dengan ikan yang berenang',
    aimAt: 'Bidik',
    shoot: 'Tembak {fish} x{m}',
    caught: '{fish} tertangkap! Anda menang {payout}',
    escaped: '{fish} lolos',
    fish: {
      clown: 'Ikan badut',
      puffer: 'Ikan buntal',
      turtle: 'Penyu',
      ray: 'Pari manta',
      shark: 'Hiu',
      whale: 'Paus emas',
      dragon: 'Naga laut',
    },
  },
  lottery: {
    nextDraw: 'Undian berikutnya #{n} pukul {time}',
    draw: 'Undian {n}',
    drawTitle: 'Undian #{n} - {date}',
    first: 'Hadiah 1',
    second: 'Hadiah 2',
    third: 'Hadiah 3',
    special: 'Spesial: {numbers}',
    consolation: 'Hiburan: {numbers}',
  },
};

const kr: GamePageTexts = {
  provider: '데모 제공사',
  rtp: '플레이어 환급률 {rtp}%',
  balance: '잔액',
  gameTable: '게임 테이블',
  betControls: '베팅 조작',
  lastRounds: '최근 라운드',
  stake: '베팅 금액',
  lotteryTitle: '4D 결과',
  notFoundTitle: '게임을 찾을 수 없습니다',
  notFoundText: '존재하지 않는 게임입니다. 로비에서 게임을 여세요.',
  languageTitle: '알 수 없는 언어',
  languageText: '이 게임 링크는 지원하지 않는 언어를 지정합니다. 로비에서 게임을 다시 여세요.',
  youWin: '{payout} 당첨',
  noWin: '당첨 없음',
  errors: {
    invalidLaunchToken: '이미 사용된 게임 링크입니다. 로비에서 게임을 다시 여세요.',
    launchTokenExpired: '만료된 게임 링크입니다. 로비에서 게임을 다시 여세요.',
    sessionEnded: '게임 세션이 종료되었습니다. 로비에서 게임을 다시 여세요.',
    insufficientBalance: '이 베팅 금액에 대한 잔액이 부족합니다.',
    liveCasinoDisabled: '계정에서 라이브 카지노가 비활성화되었습니다. 상위 관리자에게 문의하세요.',
    miniGameDisabled: '계정에서 미니 게임이 비활성화되었습니다. 상위 관리자에게 문의하세요.',
    lotteryDisabled: '계정에서 복권이 비활성화되었습니다. 상위 관리자에게 문의하세요.',
    viewOnly: '계정이 보기 전용으로 변경되었습니다.',
    accountFrozen: '계정이 동결되었습니다. 상위 관리자에게 문의하세요.',
    betLowerMin: '베팅 금액이 최소 베팅 금액보다 적습니다.',
    betOverMax: '베팅 금액이 최대 베팅 금액을 초과합니다.',
    stakeLimitReached:
      '이 기간의 베팅 한도에 도달했습니다. 내 계정의 책임 있는 게임에서 한도를 변경할 수 있습니다.',
    lossLimitReached:
      '이 기간의 손실 한도에 도달했습니다. 내 계정의 책임 있는 게임에서 한도를 변경할 수 있습니다.',
    requestFailed: '연결이 불안정합니다. 연결을 확인한 후 다시 시도하세요.',
    unknown: '문제가 발생했습니다. 다시 시도하세요.',
  },
  slot: {
    reels: '릴',
    reel: '릴 {n}',
    spin: '스핀',
    spinning: '회전 중...',
    winTimes: '{payout} 당첨 (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.kr,
  },
  baccarat: {
    player: '플레이어',
    banker: '뱅커',
    tie: '타이',
    playerCards: '플레이어 카드',
    bankerCards: '뱅커 카드',
    dealer: '딜러: {dealer} - 연속 셔플러, 매번 52장에서 뽑음',
    autoDealer: '자동 딜러',
    betOn: '{side} 베팅',
    clear: '베팅 지우기',
    deal: '딜',
    card: '{suit} {rank}',
    suits: { spades: '스페이드', hearts: '하트', diamonds: '다이아몬드', clubs: '클럽' },
    placeFirst: '먼저 플레이어, 뱅커 또는 타이에 베팅하세요.',
    dealing: '카드를 나누는 중...',
    total: '합계 {n}',
    playerWins: '플레이어 승',
    bankerWins: '뱅커 승',
    tieResult: '무승부',
    net: '순손익 {amount}',
  },
  dice: {
    dice: '주사위',
    die: '주사위 {n}',
    rules: '대 11-17, 소 4-10, 1:1 지급. 트리플은 모두 패배입니다.',
    betBig: '대 베팅',
    betSmall: '소 베팅',
    big: '대',
    small: '소',
    triple: '트리플',
  },
  fishing: {
    sea: '물고기가 헤엄치는 바다',
    aimAt: '조준 대상',
    shoot: '{fish} 쏘기 x{m}',
    caught: '{fish} 포획! {payout} 당첨',
    escaped: '{fish}이(가) 도망쳤습니다',
    fish: {
      clown: '흰동가리',
      puffer: '복어',
      turtle: '바다거북',
      ray: '쥐가오리',
      shark: '상어',
      whale: '황금 고래',
      dragon: '해룡',
    },
  },
  lottery: {
    nextDraw: '다음 추첨 #{n}, {time}',
    draw: '추첨 {n}',
    drawTitle: '추첨 #{n} - {date}',
    first: '1등',
    second: '2등',
    third: '3등',
    special: '특별상: {numbers}',
    consolation: '위로상: {numbers}',
  },
};

const jp: GamePageTexts = {
  provider: 'デモプロバイダー',
  rtp: 'プレイヤー還元率 {rtp}%',
  balance: '残高',
  gameTable: 'ゲームテーブル',
  betControls: 'ベット操作',
  lastRounds: '最近のラウンド',
  stake: 'ベット額',
  lotteryTitle: '4D 結果',
  notFoundTitle: 'ゲームが見つかりません',
  notFoundText: 'このゲームは存在しません。ロビーからゲームを開いてください。',
  languageTitle: '不明な言語',
  languageText:
    'このゲームリンクは対応していない言語を指定しています。ロビーからゲームを開き直してください。',
  youWin: '{payout} の勝ち',
  noWin: '当たりなし',
  errors: {
    invalidLaunchToken: 'このゲームリンクは使用済みです。ロビーからゲームを開き直してください。',
    launchTokenExpired: 'このゲームリンクは期限切れです。ロビーからゲームを開き直してください。',
    sessionEnded: 'ゲームセッションが終了しました。ロビーからゲームを開き直してください。',
    insufficientBalance: 'このベット額に対して残高が足りません。',
    liveCasinoDisabled: 'お客様のアカウントではライブカジノが無効です。アップラインにお問い合わせください。',
    miniGameDisabled: 'お客様のアカウントではミニゲームが無効です。アップラインにお問い合わせください。',
    lotteryDisabled: 'お客様のアカウントでは宝くじが無効です。アップラインにお問い合わせください。',
    viewOnly: 'お客様のアカウントは閲覧のみに変更されました。',
    accountFrozen: 'お客様のアカウントは凍結されています。アップラインにお問い合わせください。',
    betLowerMin: 'ベット額が最小ベット額を下回っています。',
    betOverMax: 'ベット額が最大ベット額を超えています。',
    stakeLimitReached:
      'この期間のベット額上限に達しました。マイアカウントの「責任あるゲーム」で上限を変更できます。',
    lossLimitReached:
      'この期間の損失上限に達しました。マイアカウントの「責任あるゲーム」で上限を変更できます。',
    requestFailed: '接続が不安定です。接続を確認してもう一度お試しください。',
    unknown: '問題が発生しました。もう一度お試しください。',
  },
  slot: {
    reels: 'リール',
    reel: 'リール {n}',
    spin: 'スピン',
    spinning: '回転中...',
    winTimes: '{payout} の勝ち (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.jp,
  },
  baccarat: {
    player: 'プレイヤー',
    banker: 'バンカー',
    tie: 'タイ',
    playerCards: 'プレイヤーのカード',
    bankerCards: 'バンカーのカード',
    dealer: 'ディーラー: {dealer} - 連続シャッフラー、毎回 52 枚から配札',
    autoDealer: '自動ディーラー',
    betOn: '{side} にベット',
    clear: 'ベットをクリア',
    deal: 'ディール',
    card: '{suit}の{rank}',
    suits: { spades: 'スペード', hearts: 'ハート', diamonds: 'ダイヤ', clubs: 'クラブ' },
    placeFirst: '先にプレイヤー、バンカー、タイのいずれかにベットしてください。',
    dealing: '配札中...',
    total: '合計 {n}',
    playerWins: 'プレイヤーの勝ち',
    bankerWins: 'バンカーの勝ち',
    tieResult: '引き分け',
    net: '純損益 {amount}',
  },
  dice: {
    dice: 'サイコロ',
    die: 'サイコロ {n}',
    rules: '大 11-17、小 4-10、配当 1:1。ゾロ目はすべて負けです。',
    betBig: '大にベット',
    betSmall: '小にベット',
    big: '大',
    small: '小',
    triple: 'ゾロ目',
  },
  fishing: {
    sea: '魚が泳ぐ海',
    aimAt: '狙う魚',
    shoot: '{fish}を撃つ x{m}',
    caught: '{fish}を捕獲！ {payout} の勝ち',
    escaped: '{fish}に逃げられました',
    fish: {
      clown: 'カクレクマノミ',
      puffer: 'フグ',
      turtle: 'ウミガメ',
      ray: 'マンタ',
      shark: 'サメ',
      whale: '黄金のクジラ',
      dragon: 'シードラゴン',
    },
  },
  lottery: {
    nextDraw: '次回抽選 #{n}（{time}）',
    draw: '抽選 {n}',
    drawTitle: '抽選 #{n} - {date}',
    first: '1等',
    second: '2等',
    third: '3等',
    special: '特別賞: {numbers}',
    consolation: '残念賞: {numbers}',
  },
};

const my: GamePageTexts = {
  provider: 'နမူနာ ဂိမ်းပံ့ပိုးသူ',
  rtp: 'ကစားသူထံ ပြန်ပေးနှုန်း {rtp}%',
  balance: 'လက်ကျန်ငွေ',
  gameTable: 'ဂိမ်းစားပွဲ',
  betControls: 'လောင်းကြေး ထိန်းချုပ်ခလုတ်များ',
  lastRounds: 'နောက်ဆုံး အကြိမ်များ',
  stake: 'လောင်းကြေး',
  lotteryTitle: '4D ရလဒ်များ',
  notFoundTitle: 'ဂိမ်း မတွေ့ပါ',
  notFoundText: 'ဤဂိမ်း မရှိပါ။ ဂိမ်းခန်းမမှ ဂိမ်းကို ဖွင့်ပါ။',
  languageTitle: 'မသိသော ဘာသာစကား',
  languageText: 'ဤဂိမ်းလင့်ခ်သည် ဂိမ်းများတွင် မရှိသော ဘာသာစကားကို ဖော်ပြထားသည်။ ဂိမ်းခန်းမမှ ဂိမ်းကို ထပ်ဖွင့်ပါ။',
  youWin: 'သင် {payout} နိုင်သည်',
  noWin: 'မနိုင်ပါ',
  errors: {
    invalidLaunchToken: 'ဤဂိမ်းလင့်ခ်ကို အသုံးပြုပြီးဖြစ်သည်။ ဂိမ်းခန်းမမှ ဂိမ်းကို ထပ်ဖွင့်ပါ။',
    launchTokenExpired: 'ဤဂိမ်းလင့်ခ် သက်တမ်းကုန်သွားပါပြီ။ ဂိမ်းခန်းမမှ ဂိမ်းကို ထပ်ဖွင့်ပါ။',
    sessionEnded: 'သင်၏ ဂိမ်းဆက်ရှင် ပြီးဆုံးသွားပါပြီ။ ဂိမ်းခန်းမမှ ဂိမ်းကို ထပ်ဖွင့်ပါ။',
    insufficientBalance: 'ဤလောင်းကြေးအတွက် လက်ကျန်ငွေ မလုံလောက်ပါ။',
    liveCasinoDisabled: 'သင့်အကောင့်အတွက် တိုက်ရိုက်ကာစီနိုကို ပိတ်ထားသည်။ သင့် အထက်လူကို ဆက်သွယ်ပါ။',
    miniGameDisabled: 'သင့်အကောင့်အတွက် မီနီဂိမ်းများကို ပိတ်ထားသည်။ သင့် အထက်လူကို ဆက်သွယ်ပါ။',
    lotteryDisabled: 'သင့်အကောင့်အတွက် ထီကို ပိတ်ထားသည်။ သင့် အထက်လူကို ဆက်သွယ်ပါ။',
    viewOnly: 'သင့်အကောင့်ကို ကြည့်ရှုရန်သာ အဖြစ် ပြောင်းထားသည်။',
    accountFrozen: 'သင့်အကောင့်ကို ရပ်ဆိုင်းထားသည်။ သင့် အထက်လူကို ဆက်သွယ်ပါ။',
    betLowerMin: 'သင်၏ လောင်းကြေးသည် အနည်းဆုံး လောင်းကြေးထက် နည်းနေသည်။',
    betOverMax: 'သင်၏ လောင်းကြေးသည် အများဆုံး လောင်းကြေးထက် ကျော်နေသည်။',
    stakeLimitReached:
      'ဤကာလအတွက် လောင်းကြေးကန့်သတ်ချက် ပြည့်သွားပါပြီ။ ကျွန်ုပ်၏အကောင့် > တာဝန်ယူမှုရှိသော ကစားခြင်း တွင် ကန့်သတ်ချက်များကို ပြင်နိုင်ပါသည်။',
    lossLimitReached:
      'ဤကာလအတွက် ရှုံးငွေကန့်သတ်ချက် ပြည့်သွားပါပြီ။ ကျွန်ုပ်၏အကောင့် > တာဝန်ယူမှုရှိသော ကစားခြင်း တွင် ကန့်သတ်ချက်များကို ပြင်နိုင်ပါသည်။',
    requestFailed: 'သင့်ချိတ်ဆက်မှု မတည်ငြိမ်ပါ။ ချိတ်ဆက်မှုကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။',
    unknown: 'တစ်ခုခု မှားယွင်းသွားသည်။ ထပ်ကြိုးစားပါ။',
  },
  slot: {
    reels: 'လှည့်ဘီးများ',
    reel: 'လှည့်ဘီး {n}',
    spin: 'လှည့်မည်',
    spinning: 'လှည့်နေသည်...',
    winTimes: 'သင် {payout} နိုင်သည် (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.my,
  },
  baccarat: {
    player: 'ကစားသူ',
    banker: 'ဒိုင်',
    tie: 'သရေ',
    playerCards: 'ကစားသူ၏ ဖဲများ',
    bankerCards: 'ဒိုင်၏ ဖဲများ',
    dealer: 'ဖဲဝေသူ: {dealer} - အဆက်မပြတ် ဖဲမွှေစက်၊ တစ်ကြိမ်လျှင် ဖဲ 52 ချပ်',
    autoDealer: 'အလိုအလျောက် ဖဲဝေသူ',
    betOn: '{side} ကို လောင်းမည်',
    clear: 'လောင်းကြေးများ ရှင်းမည်',
    deal: 'ဖဲဝေမည်',
    card: '{suit} {rank}',
    suits: { spades: 'စပိတ်', hearts: 'ဟတ်', diamonds: 'ဒိုင်းမွန်', clubs: 'ကလပ်' },
    placeFirst: 'ကစားသူ၊ ဒိုင် သို့မဟုတ် သရေကို ဦးစွာ လောင်းပါ။',
    dealing: 'ဖဲဝေနေသည်...',
    total: 'စုစုပေါင်း {n}',
    playerWins: 'ကစားသူ နိုင်သည်',
    bankerWins: 'ဒိုင် နိုင်သည်',
    tieResult: 'သရေကျသည်',
    net: 'အသားတင် {amount}',
  },
  dice: {
    dice: 'အန်စာတုံးများ',
    die: 'အန်စာတုံး {n}',
    rules: 'ကြီး 11-17၊ သေး 4-10၊ 1:1 ပေးသည်။ သုံးလုံးတူ မည်သည့်အရာမဆို ရှုံးသည်။',
    betBig: 'ကြီး လောင်းမည်',
    betSmall: 'သေး လောင်းမည်',
    big: 'ကြီး',
    small: 'သေး',
    triple: 'သုံးလုံးတူ',
  },
  fishing: {
    sea: 'ငါးများ ကူးခတ်နေသော ပင်လယ်',
    aimAt: 'ချိန်ရွယ်ရန်',
    shoot: '{fish} ကို ပစ်မည် x{m}',
    caught: '{fish} ကို ဖမ်းမိပြီ! သင် {payout} နိုင်သည်',
    escaped: '{fish} လွတ်သွားသည်',
    fish: {
      clown: 'လူရွှင်တော်ငါး',
      puffer: 'ငါးပူတင်း',
      turtle: 'ပင်လယ်လိပ်',
      ray: 'နှင်းခြံငါး',
      shark: 'ငါးမန်း',
      whale: 'ရွှေဝေလငါး',
      dragon: 'ပင်လယ်နဂါး',
    },
  },
  lottery: {
    nextDraw: 'နောက်ထီဖွင့်ပွဲ #{n}၊ {time} တွင်',
    draw: 'ထီဖွင့်ပွဲ {n}',
    drawTitle: 'ထီဖွင့်ပွဲ #{n} - {date}',
    first: 'ပထမဆု',
    second: 'ဒုတိယဆု',
    third: 'တတိယဆု',
    special: 'အထူးဆု: {numbers}',
    consolation: 'နှစ်သိမ့်ဆု: {numbers}',
  },
};

const km: GamePageTexts = {
  provider: 'អ្នកផ្គត់ផ្គង់សាកល្បង',
  rtp: 'អត្រាសងត្រឡប់ទៅអ្នកលេង {rtp}%',
  balance: 'សមតុល្យ',
  gameTable: 'តុហ្គេម',
  betControls: 'ការគ្រប់គ្រងការភ្នាល់',
  lastRounds: 'ជុំចុងក្រោយ',
  stake: 'ចំនួនភ្នាល់',
  lotteryTitle: 'លទ្ធផល 4D',
  notFoundTitle: 'រកមិនឃើញហ្គេម',
  notFoundText: 'ហ្គេមនេះមិនមានទេ។ សូមបើកហ្គេមពីបន្ទប់ហ្គេម។',
  languageTitle: 'ភាសាមិនស្គាល់',
  languageText: 'តំណហ្គេមនេះបញ្ជាក់ភាសាដែលហ្គេមមិនមាន។ សូមបើកហ្គេមម្តងទៀតពីបន្ទប់ហ្គេម។',
  youWin: 'អ្នកឈ្នះ {payout}',
  noWin: 'មិនឈ្នះ',
  errors: {
    invalidLaunchToken: 'តំណហ្គេមនេះត្រូវបានប្រើរួចហើយ។ សូមបើកហ្គេមម្តងទៀតពីបន្ទប់ហ្គេម។',
    launchTokenExpired: 'តំណហ្គេមនេះផុតកំណត់ហើយ។ សូមបើកហ្គេមម្តងទៀតពីបន្ទប់ហ្គេម។',
    sessionEnded: 'វគ្គហ្គេមរបស់អ្នកបានបញ្ចប់ហើយ។ សូមបើកហ្គេមម្តងទៀតពីបន្ទប់ហ្គេម។',
    insufficientBalance: 'សមតុល្យមិនគ្រប់គ្រាន់សម្រាប់ចំនួនភ្នាល់នេះទេ។',
    liveCasinoDisabled: 'កាស៊ីណូផ្ទាល់ត្រូវបានបិទសម្រាប់គណនីរបស់អ្នក។ សូមទាក់ទងថ្នាក់លើរបស់អ្នក។',
    miniGameDisabled: 'ហ្គេមខ្នាតតូចត្រូវបានបិទសម្រាប់គណនីរបស់អ្នក។ សូមទាក់ទងថ្នាក់លើរបស់អ្នក។',
    lotteryDisabled: 'ឆ្នោតត្រូវបានបិទសម្រាប់គណនីរបស់អ្នក។ សូមទាក់ទងថ្នាក់លើរបស់អ្នក។',
    viewOnly: 'គណនីរបស់អ្នកត្រូវបានប្តូរទៅជាមើលតែប៉ុណ្ណោះ។',
    accountFrozen: 'គណនីរបស់អ្នកត្រូវបានបង្កក។ សូមទាក់ទងថ្នាក់លើរបស់អ្នក។',
    betLowerMin: 'ចំនួនភ្នាល់របស់អ្នកតិចជាងចំនួនភ្នាល់អប្បបរមា។',
    betOverMax: 'ចំនួនភ្នាល់របស់អ្នកលើសចំនួនភ្នាល់អតិបរមា។',
    stakeLimitReached:
      'ការកំណត់ប្រាក់ភ្នាល់សម្រាប់រយៈពេលនេះបានដល់ហើយ។ អ្នកអាចកែការកំណត់នៅ គណនីរបស់ខ្ញុំ > ការលេងប្រកបដោយការទទួលខុសត្រូវ។',
    lossLimitReached:
      'ការកំណត់ការខាតសម្រាប់រយៈពេលនេះបានដល់ហើយ។ អ្នកអាចកែការកំណត់នៅ គណនីរបស់ខ្ញុំ > ការលេងប្រកបដោយការទទួលខុសត្រូវ។',
    requestFailed: 'ការតភ្ជាប់របស់អ្នកមិនស្ថិរភាព។ សូមពិនិត្យការតភ្ជាប់ ហើយព្យាយាមម្តងទៀត។',
    unknown: 'មានបញ្ហាកើតឡើង។ សូមព្យាយាមម្តងទៀត។',
  },
  slot: {
    reels: 'កង់វិល',
    reel: 'កង់វិលទី {n}',
    spin: 'បង្វិល',
    spinning: 'កំពុងបង្វិល...',
    winTimes: 'អ្នកឈ្នះ {payout} (x{multiplier})',
    symbols: SLOT_SYMBOL_NAMES.km,
  },
  baccarat: {
    player: 'អ្នកលេង',
    banker: 'ម្ចាស់បៀ',
    tie: 'ស្មើ',
    playerCards: 'បៀរបស់អ្នកលេង',
    bankerCards: 'បៀរបស់ម្ចាស់បៀ',
    dealer: 'អ្នកចែកបៀ៖ {dealer} - ម៉ាស៊ីនលាយបៀជាប់ជានិច្ច បៀ 52 សន្លឹកគ្រប់ការដក',
    autoDealer: 'អ្នកចែកបៀស្វ័យប្រវត្តិ',
    betOn: 'ភ្នាល់ {side}',
    clear: 'សម្អាតការភ្នាល់',
    deal: 'ចែកបៀ',
    card: '{rank} {suit}',
    suits: { spades: 'ប៊ិច', hearts: 'ទឹក', diamonds: 'ការ៉ូ', clubs: 'ជួង' },
    placeFirst: 'សូមភ្នាល់លើអ្នកលេង ម្ចាស់បៀ ឬស្មើជាមុនសិន។',
    dealing: 'កំពុងចែកបៀ...',
    total: 'សរុប {n}',
    playerWins: 'អ្នកលេងឈ្នះ',
    bankerWins: 'ម្ចាស់បៀឈ្នះ',
    tieResult: 'លទ្ធផលស្មើ',
    net: 'សុទ្ធ {amount}',
  },
  dice: {
    dice: 'គ្រាប់ឡុកឡាក់',
    die: 'គ្រាប់ឡុកឡាក់ {n}',
    rules: 'ធំ 11-17 តូច 4-10 សង 1:1។ បីគ្រាប់ដូចគ្នាណាមួយចាញ់។',
    betBig: 'ភ្នាល់ធំ',
    betSmall: 'ភ្នាល់តូច',
    big: 'ធំ',
    small: 'តូច',
    triple: 'បីដូចគ្នា',
  },
  fishing: {
    sea: 'សមុទ្រដែលមានត្រីហែល',
    aimAt: 'តម្រង់ទៅ',
    shoot: 'បាញ់{fish} x{m}',
    caught: 'ចាប់បាន{fish}! អ្នកឈ្នះ {payout}',
    escaped: '{fish}បានរត់គេចខ្លួន',
    fish: {
      clown: 'ត្រីតុក្កតា',
      puffer: 'ត្រីកំពត',
      turtle: 'អណ្តើកសមុទ្រ',
      ray: 'ត្រីបបែល',
      shark: 'ត្រីឆ្លាម',
      whale: 'ត្រីបាឡែនមាស',
      dragon: 'នាគសមុទ្រ',
    },
  },
  lottery: {
    nextDraw: 'ការចាប់ឆ្នោតបន្ទាប់ #{n} នៅម៉ោង {time}',
    draw: 'ការចាប់ឆ្នោត {n}',
    drawTitle: 'ការចាប់ឆ្នោត #{n} - {date}',
    first: 'រង្វាន់ទី 1',
    second: 'រង្វាន់ទី 2',
    third: 'រង្វាន់ទី 3',
    special: 'រង្វាន់ពិសេស៖ {numbers}',
    consolation: 'រង្វាន់លើកទឹកចិត្ត៖ {numbers}',
  },
};

export const GAME_PAGE_TEXTS: Readonly<Record<Locale, GamePageTexts>> = {
  en,
  cn,
  km,
  my,
  id,
  jp,
  kr,
  th,
  vi,
};
