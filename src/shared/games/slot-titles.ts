// The slot titles of each provider page (/slots2 to /slots14), each on its own machine of the slot-machines.ts
// family: its reels, pay table, pay lines and the RTP and volatility it publishes. catalog.ts builds the game list
// from here; docs/GAMES.md prints every title's figures and tests/shared/slot-machines.test.ts recomputes them.
import {
  type SlotVolatility,
  CLASSIC_SLOT_MACHINE,
  reelStrip,
  type ReelCounts,
  type SlotLineCount,
  type SlotMachine,
} from './slot-machines';

export interface SlotTitle {
  name: string;
  machine: SlotMachine;
}

interface MachineSpec {
  lines: SlotLineCount;
  reels: readonly [ReelCounts, ReelCounts, ReelCounts];
  /** Three of a kind: seven, star, bell, lemon, cherry (multiples of the line stake). */
  pays: readonly [number, number, number, number, number];
  /** Two cherries from the left, one cherry from the left. */
  cherry: readonly [number, number];
  rtp: readonly [bigint, bigint];
  volatility: SlotVolatility;
}

// No side effects: a bundle that never reads the titles (the renderer's) drops them.
/* @__NO_SIDE_EFFECTS__ */
function title(name: string, spec: MachineSpec): SlotTitle {
  const [seven, star, bell, lemon, cherry] = spec.pays;
  return {
    name,
    machine: {
      reels: spec.reels.map(reelStrip),
      threeOfAKind: { seven, star, bell, lemon, cherry },
      cherry: { two: spec.cherry[0], one: spec.cherry[1] },
      lines: spec.lines,
      rtp: { numerator: spec.rtp[0], denominator: spec.rtp[1] },
      volatility: spec.volatility,
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
function classic(name: string): SlotTitle {
  return { name, machine: CLASSIC_SLOT_MACHINE };
}

/** Titles by provider code (catalog.ts SLOT_PROVIDERS), in lobby order. */
// One line per title, a table to read across: prettier would spread each over a dozen lines.
// prettier-ignore
export const SLOT_TITLES: Readonly<Record<string, readonly SlotTitle[]>> = {
  PGD: [
    title('Golden Pagoda', { lines: 1, reels: [[1, 2, 4, 3, 5, 4], [1, 2, 4, 3, 5, 7], [1, 2, 3, 3, 5, 5]], pays: [300, 40, 30, 10, 7], cherry: [3, 2], rtp: [7485n, 7942n], volatility: 'medium' }),
    classic('Dragon Pearl'),
    title('Lucky Koi', { lines: 5, reels: [[1, 2, 3, 5, 7, 3], [1, 1, 3, 5, 5, 6], [1, 1, 4, 6, 7, 3]], pays: [300, 50, 40, 11, 5], cherry: [4, 1], rtp: [1031n, 1078n], volatility: 'low' }),
    title('Temple Bells', { lines: 1, reels: [[1, 1, 3, 5, 3, 8], [1, 2, 3, 5, 4, 8], [1, 1, 2, 5, 4, 9]], pays: [3000, 745, 45, 18, 13], cherry: [4, 1], rtp: [5146n, 5313n], volatility: 'high' }),
    title('Red Envelope', { lines: 1, reels: [[1, 1, 4, 3, 3, 4], [1, 2, 4, 4, 5, 5], [1, 2, 4, 3, 3, 5]], pays: [400, 50, 40, 18, 14], cherry: [2, 1], rtp: [719n, 756n], volatility: 'medium' }),
    title('Pagoda Nights', { lines: 5, reels: [[1, 1, 3, 5, 6, 5], [1, 1, 3, 6, 5, 3], [1, 2, 4, 5, 7, 4]], pays: [300, 45, 35, 14, 6], cherry: [4, 1], rtp: [422n, 437n], volatility: 'low' }),
  ],
  RVR: [
    title('Jungle Temple', { lines: 1, reels: [[1, 2, 2, 4, 5, 4], [1, 2, 4, 5, 5, 6], [1, 1, 2, 5, 5, 7]], pays: [600, 105, 50, 22, 12], cherry: [2, 1], rtp: [4105n, 4347n], volatility: 'medium' }),
    title('Monsoon Gold', { lines: 1, reels: [[1, 2, 4, 4, 5, 6], [1, 2, 3, 5, 6, 3], [1, 2, 4, 4, 6, 4]], pays: [100, 40, 30, 17, 5], cherry: [4, 2], rtp: [443n, 462n], volatility: 'low' }),
    title('Spice Route', { lines: 5, reels: [[1, 1, 4, 5, 5, 6], [1, 2, 3, 6, 5, 3], [1, 2, 3, 6, 7, 4]], pays: [250, 40, 30, 16, 10], cherry: [5, 1], rtp: [179n, 184n], volatility: 'low' }),
    title('River Queen', { lines: 1, reels: [[1, 2, 2, 5, 5, 6], [1, 2, 4, 3, 4, 7], [1, 2, 3, 5, 3, 8]], pays: [300, 65, 50, 21, 7], cherry: [4, 2], rtp: [1325n, 1386n], volatility: 'medium' }),
    title('Rapids Rush', { lines: 1, reels: [[1, 1, 3, 4, 3, 12], [1, 2, 2, 3, 4, 9], [1, 1, 2, 3, 3, 12]], pays: [5000, 1185, 25, 18, 11], cherry: [4, 1], rtp: [2687n, 2772n], volatility: 'high' }),
  ],
  KNG: [
    title('Neon Nights', { lines: 5, reels: [[1, 2, 4, 5, 5, 6], [1, 1, 3, 5, 7, 6], [1, 2, 3, 5, 5, 4]], pays: [400, 55, 45, 13, 8], cherry: [3, 2], rtp: [502n, 529n], volatility: 'low' }),
    title('Lantern Festival', { lines: 1, reels: [[1, 1, 3, 4, 6, 6], [1, 1, 4, 6, 6, 4], [1, 1, 4, 4, 5, 4]], pays: [200, 45, 35, 8, 8], cherry: [5, 1], rtp: [1211n, 1254n], volatility: 'low' }),
    title('Tiger Fortune', { lines: 1, reels: [[1, 1, 4, 4, 5, 6], [1, 1, 2, 5, 5, 6], [1, 1, 4, 5, 4, 4]], pays: [300, 40, 30, 19, 18], cherry: [3, 1], rtp: [755n, 798n], volatility: 'medium' }),
    title('Kingfisher Dive', { lines: 5, reels: [[1, 1, 3, 6, 5, 6], [1, 1, 3, 6, 7, 3], [1, 1, 4, 6, 7, 3]], pays: [400, 55, 30, 12, 6], cherry: [5, 1], rtp: [1627n, 1694n], volatility: 'low' }),
    title('Lotus Pond', { lines: 1, reels: [[1, 2, 3, 5, 7, 5], [1, 2, 4, 5, 6, 6], [1, 2, 3, 4, 7, 6]], pays: [150, 40, 20, 10, 8], cherry: [3, 2], rtp: [2059n, 2116n], volatility: 'low' }),
    title('Golden Catch', { lines: 1, reels: [[1, 1, 2, 4, 3, 4], [1, 3, 2, 3, 3, 7], [1, 3, 3, 5, 4, 8]], pays: [500, 80, 45, 22, 7], cherry: [5, 2], rtp: [43n, 45n], volatility: 'medium' }),
    title('Reed Whisper', { lines: 5, reels: [[1, 1, 3, 5, 5, 6], [1, 1, 3, 6, 7, 3], [1, 2, 3, 6, 6, 3]], pays: [250, 40, 30, 19, 9], cherry: [2, 1], rtp: [2990n, 3087n], volatility: 'low' }),
  ],
  LTS: [
    title('Coral Reef', { lines: 1, reels: [[1, 2, 3, 5, 7, 4], [1, 2, 3, 6, 5, 5], [1, 2, 3, 6, 5, 6]], pays: [200, 40, 30, 10, 9], cherry: [5, 1], rtp: [2648n, 2783n], volatility: 'low' }),
    title('Starfall', { lines: 1, reels: [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 6, 4], [1, 1, 3, 4, 5, 4]], pays: [100, 40, 30, 10, 10], cherry: [4, 2], rtp: [27n, 28n], volatility: 'low' }),
    title('Orchid Garden', { lines: 5, reels: [[1, 2, 4, 6, 6, 3], [1, 1, 4, 5, 5, 5], [1, 1, 3, 5, 7, 5]], pays: [200, 45, 35, 15, 7], cherry: [4, 1], rtp: [4801n, 5082n], volatility: 'low' }),
    title('Lotus Bloom', { lines: 1, reels: [[1, 2, 4, 3, 3, 5], [1, 2, 3, 3, 4, 7], [1, 2, 2, 4, 4, 5]], pays: [400, 90, 45, 19, 16], cherry: [5, 2], rtp: [311n, 324n], volatility: 'medium' }),
  ],
  MSN: [
    title('Bamboo Panda', { lines: 1, reels: [[1, 1, 3, 3, 4, 8], [1, 1, 3, 3, 4, 8], [1, 2, 2, 3, 3, 11]], pays: [2500, 455, 50, 24, 14], cherry: [5, 1], rtp: [389n, 400n], volatility: 'high' }),
    title('Nova Gems', { lines: 5, reels: [[1, 2, 3, 5, 4, 9], [1, 2, 3, 5, 3, 10], [1, 1, 2, 5, 4, 8]], pays: [3000, 450, 35, 24, 11], cherry: [4, 1], rtp: [641n, 672n], volatility: 'high' }),
    title('Silk Road', { lines: 1, reels: [[1, 2, 2, 5, 5, 6], [1, 2, 2, 4, 3, 7], [1, 2, 4, 4, 3, 7]], pays: [300, 65, 50, 15, 13], cherry: [5, 2], rtp: [2705n, 2793n], volatility: 'medium' }),
    title('Rain Dance', { lines: 1, reels: [[1, 2, 3, 5, 4, 11], [1, 1, 2, 4, 4, 12], [1, 2, 2, 5, 3, 13]], pays: [5000, 1045, 45, 15, 6], cherry: [5, 1], rtp: [3857n, 4056n], volatility: 'high' }),
    title('Thunderhead', { lines: 5, reels: [[1, 1, 3, 3, 4, 8], [1, 1, 3, 3, 4, 9], [1, 2, 2, 4, 3, 14]], pays: [5000, 690, 35, 13, 11], cherry: [2, 1], rtp: [1051n, 1092n], volatility: 'high' }),
    title('Storm Chaser', { lines: 1, reels: [[1, 1, 3, 5, 4, 12], [1, 1, 3, 3, 3, 9], [1, 2, 2, 4, 4, 10]], pays: [5000, 1225, 20, 10, 9], cherry: [4, 1], rtp: [5659n, 5980n], volatility: 'high' }),
  ],
  JDE: [
    title('Phoenix Rising', { lines: 1, reels: [[1, 1, 2, 5, 4, 9], [1, 1, 2, 4, 3, 10], [1, 1, 3, 3, 4, 11]], pays: [5000, 1140, 30, 19, 9], cherry: [2, 1], rtp: [5092n, 5313n], volatility: 'high' }),
    title('Moon Rabbit', { lines: 5, reels: [[1, 1, 3, 3, 4, 4], [1, 1, 3, 3, 5, 5], [1, 3, 3, 5, 5, 6]], pays: [750, 165, 20, 16, 13], cherry: [4, 1], rtp: [2147n, 2208n], volatility: 'medium' }),
    title('Thunder Drums', { lines: 1, reels: [[1, 2, 2, 5, 4, 8], [1, 2, 2, 3, 4, 9], [1, 2, 3, 3, 4, 7]], pays: [2000, 340, 50, 9, 7], cherry: [5, 1], rtp: [1259n, 1320n], volatility: 'high' }),
    title('Jade Mountain', { lines: 1, reels: [[1, 1, 4, 3, 5, 4], [1, 1, 3, 5, 5, 4], [1, 1, 3, 4, 5, 7]], pays: [300, 75, 20, 16, 6], cherry: [3, 2], rtp: [2315n, 2394n], volatility: 'medium' }),
    title('Emperor\'s Seal', { lines: 5, reels: [[1, 1, 2, 4, 4, 12], [1, 2, 2, 4, 4, 11], [1, 1, 2, 3, 3, 12]], pays: [5000, 1095, 50, 13, 11], cherry: [5, 1], rtp: [6011n, 6336n], volatility: 'high' }),
    title('Imperial Court', { lines: 1, reels: [[1, 2, 3, 4, 5, 6], [1, 2, 2, 5, 4, 8], [1, 2, 4, 4, 5, 7]], pays: [600, 75, 30, 16, 11], cherry: [5, 2], rtp: [5120n, 5313n], volatility: 'medium' }),
    title('Celestial Gate', { lines: 1, reels: [[1, 2, 3, 5, 4, 8], [1, 1, 3, 5, 4, 11], [1, 1, 3, 3, 4, 12]], pays: [5000, 545, 50, 23, 14], cherry: [3, 1], rtp: [13037n, 13800n], volatility: 'high' }),
  ],
  TGR: [
    title('Emerald Falls', { lines: 5, reels: [[1, 2, 2, 3, 4, 9], [1, 1, 3, 3, 4, 9], [1, 2, 3, 5, 3, 8]], pays: [2500, 490, 35, 18, 8], cherry: [5, 1], rtp: [1550n, 1617n], volatility: 'high' }),
    title('Ruby Rush', { lines: 1, reels: [[1, 1, 3, 4, 4, 11], [1, 1, 2, 4, 4, 9], [1, 1, 3, 4, 4, 11]], pays: [5000, 840, 30, 18, 16], cherry: [5, 1], rtp: [421n, 432n], volatility: 'high' }),
    title('Mystic Owl', { lines: 1, reels: [[1, 2, 3, 5, 4, 5], [1, 1, 4, 4, 5, 6], [1, 1, 4, 4, 3, 7]], pays: [500, 65, 50, 11, 9], cherry: [3, 2], rtp: [803n, 840n], volatility: 'medium' }),
    title('Tiger Stripes', { lines: 5, reels: [[1, 2, 2, 4, 3, 10], [1, 1, 3, 5, 3, 11], [1, 1, 2, 4, 3, 8]], pays: [5000, 595, 40, 11, 9], cherry: [5, 1], rtp: [4855n, 5016n], volatility: 'high' }),
    title('Night Prowl', { lines: 1, reels: [[1, 2, 2, 4, 3, 9], [1, 1, 3, 3, 3, 12], [1, 1, 3, 4, 4, 8]], pays: [5000, 520, 45, 11, 11], cherry: [4, 1], rtp: [1378n, 1449n], volatility: 'high' }),
  ],
  CRL: [
    title('Sunset Riders', { lines: 1, reels: [[1, 3, 4, 5, 5, 5], [1, 1, 4, 5, 4, 4], [1, 2, 4, 5, 5, 7]], pays: [600, 115, 40, 17, 12], cherry: [3, 1], rtp: [10115n, 10488n], volatility: 'medium' }),
    title('Crystal Cave', { lines: 5, reels: [[1, 1, 2, 3, 4, 5], [1, 1, 3, 3, 4, 8], [1, 1, 4, 3, 4, 4]], pays: [750, 85, 50, 15, 9], cherry: [5, 1], rtp: [643n, 680n], volatility: 'medium' }),
    title('Fire Lotus', { lines: 1, reels: [[1, 1, 3, 5, 5, 3], [1, 1, 3, 5, 5, 4], [1, 2, 3, 5, 5, 3]], pays: [150, 40, 20, 9, 5], cherry: [3, 2], rtp: [3115n, 3249n], volatility: 'low' }),
    title('Reef Diver', { lines: 1, reels: [[1, 2, 4, 3, 4, 4], [1, 1, 4, 5, 4, 6], [1, 2, 2, 5, 5, 6]], pays: [600, 130, 40, 13, 9], cherry: [3, 2], rtp: [2573n, 2646n], volatility: 'medium' }),
    title('Tide Treasure', { lines: 5, reels: [[1, 1, 2, 5, 4, 4], [1, 1, 3, 4, 4, 4], [1, 1, 2, 3, 3, 6]], pays: [600, 70, 50, 18, 17], cherry: [2, 1], rtp: [2207n, 2312n], volatility: 'medium' }),
    title('Sea Turtle', { lines: 1, reels: [[1, 2, 4, 6, 7, 4], [1, 1, 3, 5, 5, 4], [1, 2, 4, 4, 6, 5]], pays: [100, 40, 30, 8, 5], cherry: [3, 2], rtp: [147n, 152n], volatility: 'low' }),
  ],
  SKY: [
    title('Royal Elephant', { lines: 1, reels: [[1, 1, 3, 5, 3, 10], [1, 2, 2, 3, 3, 12], [1, 1, 3, 4, 4, 8]], pays: [5000, 505, 40, 22, 13], cherry: [5, 1], rtp: [10543n, 11109n], volatility: 'high' }),
    title('Golden Ox', { lines: 5, reels: [[1, 1, 3, 5, 3, 9], [1, 2, 2, 4, 3, 9], [1, 2, 3, 3, 3, 14]], pays: [5000, 875, 25, 11, 5], cherry: [2, 1], rtp: [11563n, 12012n], volatility: 'high' }),
    title('Sapphire Sea', { lines: 1, reels: [[1, 2, 2, 4, 4, 5], [1, 2, 4, 5, 4, 8], [1, 1, 4, 3, 5, 6]], pays: [300, 65, 50, 16, 11], cherry: [4, 2], rtp: [17n, 18n], volatility: 'medium' }),
    title('Cloud Nine', { lines: 1, reels: [[1, 1, 2, 4, 4, 11], [1, 1, 2, 4, 4, 7], [1, 1, 2, 4, 4, 7]], pays: [3000, 620, 50, 13, 12], cherry: [5, 1], rtp: [7960n, 8303n], volatility: 'high' }),
  ],
  ORC: [
    title('Lucky Cat', { lines: 5, reels: [[1, 1, 3, 6, 5, 6], [1, 1, 3, 5, 6, 6], [1, 2, 3, 6, 7, 5]], pays: [250, 40, 20, 18, 13], cherry: [5, 1], rtp: [1885n, 1936n], volatility: 'low' }),
    title('Jade Emperor', { lines: 1, reels: [[1, 1, 3, 5, 5, 4], [1, 2, 2, 4, 3, 6], [1, 1, 2, 5, 5, 7]], pays: [600, 70, 25, 12, 10], cherry: [3, 2], rtp: [490n, 513n], volatility: 'medium' }),
    title('Samurai Gold', { lines: 1, reels: [[1, 3, 4, 3, 3, 5], [1, 1, 4, 3, 4, 5], [1, 3, 2, 4, 5, 6]], pays: [300, 75, 50, 20, 19], cherry: [4, 2], rtp: [6967n, 7182n], volatility: 'medium' }),
    title('Cherry Blossom', { lines: 5, reels: [[1, 1, 4, 5, 7, 6], [1, 2, 4, 4, 5, 5], [1, 2, 4, 4, 5, 5]], pays: [100, 40, 20, 9, 8], cherry: [3, 2], rtp: [93n, 98n], volatility: 'low' }),
    title('Plum Rain', { lines: 1, reels: [[1, 2, 4, 6, 6, 3], [1, 1, 4, 4, 6, 5], [1, 1, 3, 5, 7, 5]], pays: [150, 40, 25, 16, 7], cherry: [5, 1], rtp: [4897n, 5082n], volatility: 'low' }),
  ],
  BMB: [
    title('Festival Fireworks', { lines: 1, reels: [[1, 2, 2, 5, 4, 5], [1, 1, 4, 5, 5, 6], [1, 2, 3, 5, 3, 8]], pays: [500, 70, 20, 18, 11], cherry: [4, 2], rtp: [4341n, 4598n], volatility: 'medium' }),
    title('Ocean Pearl', { lines: 5, reels: [[1, 2, 3, 4, 5, 8], [1, 2, 4, 3, 4, 5], [1, 3, 3, 4, 3, 4]], pays: [1000, 130, 25, 18, 11], cherry: [4, 1], rtp: [3767n, 3933n], volatility: 'medium' }),
    title('Desert Mirage', { lines: 1, reels: [[1, 2, 2, 4, 5, 5], [1, 2, 4, 3, 5, 8], [1, 1, 3, 5, 3, 8]], pays: [600, 75, 30, 19, 8], cherry: [4, 2], rtp: [2980n, 3059n], volatility: 'medium' }),
    title('Bamboo Forest', { lines: 1, reels: [[1, 2, 4, 6, 7, 6], [1, 1, 4, 5, 6, 6], [1, 2, 4, 5, 5, 3]], pays: [250, 55, 20, 15, 12], cherry: [4, 1], rtp: [571n, 598n], volatility: 'low' }),
    title('Wind Chimes', { lines: 5, reels: [[1, 2, 4, 4, 4, 6], [1, 3, 3, 3, 4, 7], [1, 2, 3, 4, 4, 7]], pays: [1000, 210, 40, 22, 11], cherry: [3, 1], rtp: [332n, 343n], volatility: 'medium' }),
  ],
  NVA: [
    title('Kite Flyer', { lines: 1, reels: [[1, 3, 4, 5, 5, 7], [1, 3, 4, 5, 4, 6], [1, 1, 3, 3, 5, 4]], pays: [600, 85, 40, 16, 6], cherry: [4, 2], rtp: [371n, 391n], volatility: 'medium' }),
    title('Mango Madness', { lines: 1, reels: [[1, 2, 3, 6, 6, 3], [1, 2, 4, 5, 5, 3], [1, 1, 4, 6, 6, 5]], pays: [200, 40, 30, 10, 6], cherry: [5, 1], rtp: [155n, 161n], volatility: 'low' }),
    title('Cyber Koi', { lines: 5, reels: [[1, 2, 2, 5, 4, 7], [1, 1, 3, 3, 3, 12], [1, 2, 2, 5, 3, 13]], pays: [3000, 700, 35, 25, 16], cherry: [4, 1], rtp: [11855n, 12558n], volatility: 'high' }),
    title('Nova Blast', { lines: 1, reels: [[1, 1, 3, 3, 4, 9], [1, 1, 2, 5, 4, 10], [1, 2, 3, 4, 4, 13]], pays: [5000, 1205, 30, 10, 7], cherry: [4, 1], rtp: [4174n, 4347n], volatility: 'high' }),
    title('Pixel Fruits', { lines: 1, reels: [[1, 2, 4, 6, 6, 4], [1, 2, 4, 4, 6, 4], [1, 1, 4, 6, 6, 3]], pays: [250, 40, 20, 16, 6], cherry: [5, 1], rtp: [9880n, 10143n], volatility: 'low' }),
    title('Laser Lights', { lines: 5, reels: [[1, 1, 4, 3, 3, 7], [1, 3, 3, 5, 3, 5], [1, 3, 4, 4, 5, 8]], pays: [1500, 230, 35, 20, 18], cherry: [3, 1], rtp: [363n, 380n], volatility: 'medium' }),
  ],
};
