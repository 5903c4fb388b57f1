// Sports with the RULES.md ids, and real-looking leagues and teams for the simulator's world.

/** 'series': a best-of-N series of maps (odds/esports.ts), one map per period. */
type ScoreModel = 'poisson' | 'normal' | 'race' | 'series';

export interface SportSpec {
  id: number;
  name: string;
  /** Expected total score of a full match between equal sides. */
  total: number;
  /** Standard deviation of the margin for 'normal' sports. */
  spread: number;
  model: ScoreModel;
  /** Playing minutes, and the minute at which the first-half (F5 in baseball) lines settle. */
  minutes: number;
  halfAt: number;
  /** Whether a draw is a result (1X2 offered) or decided by overtime (moneyline). */
  draws: boolean;
  /** Line step in hundredths: quarter goals (25) or half points (50). */
  lineStep: number;
  /**
   * For 'normal' sports, the real range of a match's expected total and the largest expected margin between
   * two sides of one league: an NBA game is priced around 200 to 240 points with spreads up to about 15.
   */
  totalRange?: readonly [number, number];
  maxMargin?: number;
  periods: readonly string[];
  leagues: readonly {
    name: string;
    region: string;
    teams: readonly string[];
    totalRange?: readonly [number, number];
  }[];
}

const city = (names: string) => names.split(',').map((s) => s.trim());

export const SPORTS: readonly SportSpec[] = [
  {
    id: 1,
    name: 'Soccer',
    total: 2.7,
    spread: 0,
    model: 'poisson',
    minutes: 90,
    halfAt: 45,
    draws: true,
    lineStep: 25,
    periods: ['1H', 'HT', '2H'],
    leagues: [
      {
        name: 'English Premier League',
        region: 'ENG',
        teams: city(
          'Arsenal, Aston Villa, Brighton, Chelsea, Everton, Fulham, Liverpool, Manchester City, Manchester United, Newcastle United, Tottenham Hotspur, West Ham United',
        ),
      },
      {
        name: 'Spain La Liga',
        region: 'ESP',
        teams: city(
          'Real Madrid, Barcelona, Atletico Madrid, Sevilla, Real Sociedad, Villarreal, Valencia, Athletic Bilbao, Real Betis, Girona',
        ),
      },
      {
        name: 'Italy Serie A',
        region: 'ITA',
        teams: city(
          'Inter Milan, AC Milan, Juventus, Napoli, AS Roma, Lazio, Atalanta, Fiorentina, Bologna, Torino',
        ),
      },
      {
        name: 'Germany Bundesliga',
        region: 'GER',
        teams: city(
          'Bayern Munich, Borussia Dortmund, RB Leipzig, Bayer Leverkusen, Eintracht Frankfurt, VfB Stuttgart, SC Freiburg, Wolfsburg',
        ),
      },
      {
        name: 'Malaysia Super League',
        region: 'MAS',
        teams: city(
          'Johor Darul Tazim, Selangor, Sabah, Terengganu, Kedah Darul Aman, Penang, Kuala Lumpur City, Perak',
        ),
      },
      {
        name: 'Japan J1 League',
        region: 'JPN',
        teams: city(
          'Vissel Kobe, Yokohama F. Marinos, Kawasaki Frontale, Urawa Red Diamonds, Kashima Antlers, Sanfrecce Hiroshima, Gamba Osaka, Nagoya Grampus',
        ),
      },
    ],
  },
  {
    id: 2,
    name: 'Basketball',
    total: 214,
    spread: 12,
    model: 'normal',
    minutes: 48,
    halfAt: 24,
    draws: false,
    lineStep: 50,
    totalRange: [202, 238],
    maxMargin: 13,
    periods: ['Q1', 'Q2', 'HT', 'Q3', 'Q4'],
    leagues: [
      {
        name: 'NBA',
        region: 'USA',
        teams: city(
          'Boston Celtics, Los Angeles Lakers, Golden State Warriors, Milwaukee Bucks, Denver Nuggets, Phoenix Suns, Miami Heat, Dallas Mavericks, New York Knicks, Philadelphia 76ers',
        ),
      },
      {
        name: 'Euroleague',
        region: 'EUR',
        totalRange: [148, 172],
        teams: city(
          'Real Madrid Baloncesto, FC Barcelona Basquet, Olympiacos, Panathinaikos, Fenerbahce, Anadolu Efes, Maccabi Tel Aviv, Partizan',
        ),
      },
    ],
  },
  {
    id: 3,
    name: 'Tennis',
    total: 22,
    spread: 4.5,
    model: 'normal',
    minutes: 120,
    halfAt: 60,
    draws: false,
    lineStep: 50,
    totalRange: [20, 24],
    maxMargin: 5,
    periods: ['S1', 'S2', 'S3'],
    leagues: [
      {
        name: 'ATP Tour',
        region: 'INT',
        teams: city(
          'J. Sinner, C. Alcaraz, N. Djokovic, D. Medvedev, A. Zverev, A. Rublev, H. Hurkacz, C. Ruud, T. Fritz, G. Dimitrov',
        ),
      },
    ],
  },
  {
    id: 4,
    name: 'Baseball',
    total: 8.6,
    spread: 0,
    model: 'poisson',
    minutes: 180,
    halfAt: 100,
    draws: false,
    lineStep: 50,
    periods: ['F5', 'LATE'],
    leagues: [
      {
        name: 'MLB',
        region: 'USA',
        teams: city(
          'New York Yankees, Los Angeles Dodgers, Houston Astros, Atlanta Braves, Boston Red Sox, Chicago Cubs, San Diego Padres, Seattle Mariners',
        ),
      },
      {
        name: 'Japan NPB',
        region: 'JPN',
        teams: city(
          'Yomiuri Giants, Hanshin Tigers, Fukuoka SoftBank Hawks, Orix Buffaloes, Hiroshima Carp, Chiba Lotte Marines',
        ),
      },
    ],
  },
  {
    id: 5,
    name: 'Ice Hockey',
    total: 5.8,
    spread: 0,
    model: 'poisson',
    minutes: 60,
    halfAt: 20,
    draws: true,
    lineStep: 25,
    periods: ['P1', 'P2', 'P3'],
    leagues: [
      {
        name: 'NHL',
        region: 'USA',
        teams: city(
          'Toronto Maple Leafs, Boston Bruins, New York Rangers, Colorado Avalanche, Edmonton Oilers, Vegas Golden Knights, Florida Panthers, Tampa Bay Lightning',
        ),
      },
    ],
  },
  {
    id: 40,
    name: 'E-Sports',
    total: 2.5,
    spread: 0,
    model: 'series',
    minutes: 90,
    halfAt: 30,
    draws: false,
    lineStep: 50,
    periods: ['MAP1', 'MAP2', 'MAP3'],
    leagues: [
      {
        name: 'Dota 2 - The International Qualifiers',
        region: 'INT',
        teams: city(
          'Team Spirit, Gaimin Gladiators, Team Liquid, Tundra Esports, Team Falcons, BetBoom Team, Xtreme Gaming, Shopify Rebellion',
        ),
      },
    ],
  },
  {
    id: 41,
    name: 'E-Fighting',
    total: 1,
    spread: 0,
    model: 'race',
    minutes: 5,
    halfAt: 5,
    draws: false,
    lineStep: 50,
    periods: ['R1'],
    leagues: [
      {
        name: 'E-Fighting Arena',
        region: 'VIR',
        teams: city('Red Dragon, Iron Tiger, Shadow Wolf, Golden Eagle, Storm Bear, Jade Serpent'),
      },
    ],
  },
  {
    id: 45,
    name: 'Horse Racing',
    total: 1,
    spread: 0,
    model: 'race',
    minutes: 3,
    halfAt: 3,
    draws: false,
    lineStep: 50,
    periods: ['RUN'],
    leagues: [
      {
        name: 'Selangor Turf Club',
        region: 'MAS',
        teams: city(
          'Lucky Star, Golden Harvest, Monsoon Wind, Silver Arrow, Royal Pearl, Thunder Bay, Jade Emperor, Night Fury, Ocean Breeze, Sunrise King',
        ),
      },
    ],
  },
  {
    id: 46,
    name: 'Greyhound Racing',
    total: 1,
    spread: 0,
    model: 'race',
    minutes: 1,
    halfAt: 1,
    draws: false,
    lineStep: 50,
    periods: ['RUN'],
    leagues: [
      {
        name: 'Romford Greyhounds',
        region: 'ENG',
        teams: city('Swift Shadow, Blue Bolt, Rapid Ruby, Misty Dawn, Dusty Trail, Flash Jack'),
      },
    ],
  },
];

/** Child lines of a soccer match (type 3: they follow the parent's clock). */
export const SOCCER_CHILD_LINES = [
  { label: 'Corners', total: 10, draws: true },
  { label: 'Bookings', total: 4.2, draws: true },
] as const;
