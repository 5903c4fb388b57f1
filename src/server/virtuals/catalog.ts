// The virtual sports of RULES.md section 9 (ids 40-54): racing, e-fight and quick virtual games, with names of
// runners and fighters. Racing and e-fight ids come from shared/constants so the two lists cannot drift.
import { EFIGHT_SPORT_IDS, RACING_SPORT_IDS, SPECIAL_SPORT_IDS } from '../../shared/constants';

export type VirtualKind = 'racing' | 'efight' | 'game';

export interface VirtualSport {
  id: number;
  name: string;
  kind: VirtualKind;
  /** Runners (racing), fighters (e-fight) or teams (games) to draw fields from. */
  pool: readonly string[];
  /** Racing: where its races are run and the distances they are run over, in metres. */
  course?: RaceCourse;
}

interface RaceCourse {
  venue: string;
  distances: readonly number[];
}

/** Each virtual racing sport's course (a proper name, shown as it is in every language). */
const COURSES: Partial<Record<number, RaceCourse>> = {
  45: { venue: 'Golden Mile Park', distances: [1000, 1200, 1400, 1600, 1800, 2000] },
  46: { venue: 'Silver Trap Stadium', distances: [400, 480, 515] },
  49: { venue: 'Meadow Lane Raceway', distances: [1609, 2100] },
  50: { venue: 'Harbour Street Circuit', distances: [5000] },
  51: { venue: 'Velodrome Nasional', distances: [1000, 4000] },
  54: { venue: 'Putrajaya Lake', distances: [200, 500] },
};

const list = (text: string) => text.split(',').map((s) => s.trim());

const NAMES: Record<number, [string, string]> = {
  40: [
    'E-Sports',
    'Team Spirit, Gaimin Gladiators, Team Liquid, Tundra Esports, Team Falcons, BetBoom Team, Xtreme Gaming, Shopify Rebellion',
  ],
  41: ['E-Fighting', 'Red Dragon, Iron Tiger, Shadow Wolf, Golden Eagle, Storm Bear, Jade Serpent'],
  42: ['Virtual Boxing', 'Kid Thunder, Iron Mike Tan, Rocky Lim, Blaze Santos, Hammer Ortiz, Silent Kuma'],
  43: ['Virtual MMA', 'The Viper, Grizzly Rahman, Night Owl, Cobra Kato, Titan Reyes, Ghost Nakamura'],
  44: ['Muay Thai', 'Saenchai Jr, Petch Thong, Buakaw Dam, Yodsanan Noi, Rodtang Lek, Superlek Kiat'],
  45: [
    'Horse Racing',
    'Lucky Star, Golden Harvest, Monsoon Wind, Silver Arrow, Royal Pearl, Thunder Bay, Jade Emperor, Night Fury, Ocean Breeze, Sunrise King',
  ],
  46: [
    'Greyhound Racing',
    'Swift Shadow, Blue Bolt, Rapid Ruby, Misty Dawn, Dusty Trail, Flash Jack, Copper Queen, Tiny Tornado',
  ],
  47: ['Kickboxing', 'Dragon Lee, Steel Fist, Cyclone Kim, Panther Ng, Bolt Ramos, Orca Tanaka'],
  48: [
    'Virtual Soccer',
    'Kuala Lumpur Lions, Penang Pirates, Johor Tigers, Sabah Rhinos, Melaka Hornets, Perak Bisons',
  ],
  49: [
    'Harness Racing',
    'Trotting Tom, Bay Runner, Steady Eddie, Pacer Pete, Midnight Trot, Sulky Sue, Fast Lane, Gallant Grey, Copper Bell',
  ],
  50: [
    'Motor Racing',
    'Team Falcon, Apex Red, Velocity Blue, Nitro Green, Turbo Gold, Phantom Black, Circuit White, Storm Orange',
  ],
  51: [
    'Cycling',
    'A. Rahman, K. Tanaka, L. Moreau, J. Santos, P. Novak, R. Osei, T. Lindqvist, M. Rossi, Y. Chen, D. Kowalski',
  ],
  52: ['Sumo', 'Hakuryu, Kotoshima, Asanoyama Jr, Terunofuji Ko, Takakeisho Ni, Wakamotoharu'],
  53: ['Wrestling', 'Big Boss Man, The Crusher, Mighty Max, Red Cyclone, Killer Kowalski Jr, Golden Bull'],
  54: [
    'Dragon Boat Racing',
    'Penang Dragons, Kuching Warriors, Melaka Crest, Johor Waves, Ipoh Thunder, Sabah Surge, Labuan Tide, Kedah Storm',
  ],
};

export const VIRTUAL_SPORTS: readonly VirtualSport[] = Array.from(
  { length: SPECIAL_SPORT_IDS.max - SPECIAL_SPORT_IDS.min + 1 },
  (_, i) => {
    const id = SPECIAL_SPORT_IDS.min + i;
    const [name, pool] = NAMES[id] as [string, string];
    const kind: VirtualKind = RACING_SPORT_IDS.includes(id)
      ? 'racing'
      : EFIGHT_SPORT_IDS.includes(id)
        ? 'efight'
        : 'game';
    const course = kind === 'racing' ? COURSES[id] : undefined;
    return { id, name, kind, pool: list(pool), ...(course ? { course } : {}) };
  },
);

export function virtualSport(id: number): VirtualSport | undefined {
  return VIRTUAL_SPORTS.find((s) => s.id === id);
}
