import type { ProductType, SearchType } from '../../../src/api/schemas';
import type { ParticipantRecord } from '../store/state';

/**
 * The demo world, as a person reads it in the README: events, their runners with the second
 * factors of a bib search, e-mails, prices. seed.ts turns this into the initial state.
 * Ids follow one scheme so they are easy to recognise in a URL:
 *   event 101 → catalog 1101, album 10100 (all photos), reports 10101…, competitor list 2101,
 *   products 11011…, photos 10100000 + index.
 */

export interface PriceList {
  Photo: number;
  Frame: number;
  PhotosWithMe: number;
  PhotosWithFrame: number;
  FullVideo: number;
  Gift: number;
  Promocode: number;
}

const EUR: PriceList = { Photo: 6.9, Frame: 9.9, PhotosWithMe: 29.9, PhotosWithFrame: 39.9, FullVideo: 14.9, Gift: 0, Promocode: 29.9 };
const USD: PriceList = { Photo: 7.99, Frame: 11.99, PhotosWithMe: 34.99, PhotosWithFrame: 44.99, FullVideo: 16.99, Gift: 0, Promocode: 34.99 };

export type ParticipantSeed = Omit<ParticipantRecord, 'competitorId'>;

export interface EventSeed {
  eventId: number;
  externalEventId: string;
  /** Without the year: seed.ts appends the year of the event's date. */
  name: string;
  /** Days from the moment of seeding; negative is in the past. */
  daysFromSeed: number;
  location: string;
  currencyId: number;
  searchType: SearchType;
  isProtected?: boolean;
  faceSearch: boolean;
  faceSearchBirthDate?: boolean;
  bibSearchUnavailable?: boolean;
  distances: string[];
  theme: 'MySport' | 'running-series' | 'trail-cup';
  photoCount: number;
  /** [title, photographer]; the event's photos are split evenly between its reports. */
  reports: Array<[string, string]>;
  eventVideos: Array<[string, number]>;
  participants: ParticipantSeed[];
  prices: PriceList;
  /** Personal videos priced per distance (the big marathon); otherwise one video product. */
  videoPricesByDistance?: Record<string, number>;
}

const runner = (number: string, firstName: string, surname: string, distance: string, extra: Partial<ParticipantSeed> = {}): ParticipantSeed => ({
  number,
  firstName,
  surname,
  distance,
  ...extra,
});

/** Forty runners for the big marathon, generated so the README can list a few and mean all. */
function bigMarathonRunners(): ParticipantSeed[] {
  const first = ['Alex', 'Maria', 'John', 'Sofia', 'Liam', 'Emma', 'Noah', 'Olivia', 'Lucas', 'Mia'];
  const last = ['Morgan', 'Fischer', 'Novak', 'Garcia', 'Jensen', 'Rossi', 'Dubois', 'Kowalski', 'Silva', 'Nagy'];
  return Array.from({ length: 40 }, (_, i) =>
    runner(
      String(10001 + i * 7),
      first[i % 10]!,
      last[(i * 3 + Math.floor(i / 10)) % 10]!,
      i % 3 === 0 ? '10K' : '42K',
      i % 4 === 0 ? { personalVideo: true } : {},
    ),
  );
}

export const EVENTS: EventSeed[] = [
  {
    eventId: 101,
    externalEventId: 'riga-city-run',
    name: 'Riga City Run',
    daysFromSeed: -12,
    location: 'Riga, Latvia',
    currencyId: 978,
    searchType: 'surname',
    faceSearch: true,
    distances: ['5K', '10K', '21K'],
    theme: 'MySport',
    photoCount: 240,
    reports: [
      ['Start and first kilometre', 'Anna Ozola'],
      ['Finish line', 'Mark Stein'],
    ],
    eventVideos: [
      ['Start of the 10K', 95],
      ['Finish highlights', 180],
    ],
    participants: [
      runner('1234', 'Laura', 'Bērziņa', '10K', { personalVideo: true, email: 'runner@example.com' }),
      runner('1500', 'Tom', 'Walker', '21K', { personalVideo: true }),
      runner('2024', 'Marta', 'Kalniņa', '5K'),
      runner('321', 'Jonas', 'Petersen', '21K'),
      runner('88', 'Elena', 'Rossi', '10K', { personalVideo: true }),
      runner('4321', 'Kim', 'Lee', '5K'),
      runner('777', 'Oskar', 'Lind', '10K', { photosProcessing: true }),
    ],
    prices: EUR,
  },
  {
    eventId: 102,
    externalEventId: 'tatra-trail-cup',
    name: 'Tatra Trail Cup',
    daysFromSeed: -20,
    location: 'Štrbské Pleso, Slovakia',
    currencyId: 978,
    searchType: 'personalCode',
    faceSearch: true,
    faceSearchBirthDate: true,
    distances: ['25K', '50K'],
    theme: 'trail-cup',
    photoCount: 180,
    reports: [
      ['Ridge section', 'Zuzana Horáková'],
      ['Finish at the lake', 'Peter Novák'],
    ],
    eventVideos: [
      ['Mass start', 70],
      ['Ridge drone shots', 140],
    ],
    participants: [
      runner('501', 'Jana', 'Nováková', '25K', { personalCode: 'K7P2Q', personalVideo: true }),
      runner('502', 'Martin', 'Horváth', '50K', { personalCode: 'TR4IL' }),
      runner('503', 'Zuzana', 'Král', '25K', { personalCode: '9XB3M' }),
      runner('504', 'Peter', 'Kováč', '50K', { personalCode: 'ALP5S', personalVideo: true }),
      runner('505', 'Eva', 'Tomášová', '25K', { personalCode: '2R7KD' }),
    ],
    prices: EUR,
  },
  {
    eventId: 103,
    externalEventId: 'hudson-river-half',
    name: 'Hudson River Half Marathon',
    daysFromSeed: -30,
    location: 'New York, USA',
    currencyId: 840,
    searchType: 'birthDate',
    faceSearch: true,
    distances: ['13.1 mi', '5K'],
    theme: 'running-series',
    photoCount: 160,
    reports: [
      ['Mile 5 bridge', 'Chris Diaz'],
      ['Finish area', 'Lena Park'],
    ],
    eventVideos: [['Finish line live', 120]],
    participants: [
      runner('42', 'Michael', 'Brown', '13.1 mi', { birthDate: '1985-04-12', personalVideo: true }),
      runner('100', 'Sarah', 'Johnson', '13.1 mi', { birthDate: '1990-11-30' }),
      runner('215', 'David', 'Garcia', '5K', { birthDate: '1978-02-05' }),
      runner('987', 'Emily', 'Chen', '13.1 mi', { birthDate: '2001-07-19', personalVideo: true }),
      runner('1313', 'Ashley', 'Miller', '5K', { birthDate: '1995-09-09' }),
    ],
    prices: USD,
  },
  {
    eventId: 104,
    externalEventId: 'corporate-relay-vienna',
    name: 'Corporate Relay Vienna',
    daysFromSeed: -7,
    location: 'Vienna, Austria',
    currencyId: 978,
    searchType: 'email',
    isProtected: true,
    faceSearch: false,
    distances: ['4×5K'],
    theme: 'MySport',
    photoCount: 150,
    reports: [
      ['Relay handovers', 'Katharina Huber'],
      ['Team photos', 'Stefan Gruber'],
    ],
    eventVideos: [['Relay start', 60]],
    participants: [
      runner('11', 'Anna', 'Schmidt', '4×5K', { email: 'anna.schmidt@example.com', personalVideo: true }),
      runner('12', 'Lukas', 'Schmidt', '4×5K', { email: 'family@example.com' }),
      runner('13', 'Mia', 'Schmidt', '4×5K', { email: 'family@example.com' }),
      runner('14', 'Felix', 'Bauer', '4×5K', { email: 'felix.bauer@example.com' }),
      runner('15', 'Sophie', 'Wagner', '4×5K', { email: 'sophie.wagner@example.com' }),
    ],
    prices: EUR,
  },
  {
    eventId: 105,
    externalEventId: 'big-city-marathon',
    name: 'Big City Marathon',
    daysFromSeed: -45,
    location: 'Berlin, Germany',
    currencyId: 978,
    searchType: 'surname',
    faceSearch: true,
    distances: ['42K', '10K'],
    theme: 'running-series',
    photoCount: 10_000,
    reports: [
      ['Start corridor', 'Jonas Weber'],
      ['Half-way', 'Aylin Demir'],
      ['The last mile', 'Marek Nowak'],
      ['Finish line', 'Clara Becker'],
    ],
    eventVideos: [
      ['Elite start', 90],
      ['Half-way drone', 150],
      ['Finish line, hour by hour', 600],
    ],
    participants: bigMarathonRunners(),
    prices: EUR,
    videoPricesByDistance: { '42K': 19.9, '10K': 14.9 },
  },
  {
    eventId: 106,
    externalEventId: 'tallinn-night-run',
    name: 'Tallinn Night Run',
    daysFromSeed: 30,
    location: 'Tallinn, Estonia',
    currencyId: 978,
    searchType: 'surname',
    faceSearch: true,
    distances: ['10K'],
    theme: 'MySport',
    photoCount: 0,
    reports: [],
    eventVideos: [],
    participants: [
      runner('2100', 'Nina', 'Berg', '10K', { email: 'runner@example.com' }),
      runner('2101', 'Paul', 'Meyer', '10K', { email: 'paul.meyer@example.com' }),
      runner('2102', 'Ida', 'Sand', '10K'),
    ],
    prices: EUR,
  },
  {
    eventId: 107,
    externalEventId: 'lakeside-sprint',
    name: 'Lakeside Sprint',
    daysFromSeed: -3,
    location: 'Bled, Slovenia',
    currencyId: 978,
    searchType: 'surname',
    faceSearch: true,
    bibSearchUnavailable: true,
    distances: ['5K'],
    theme: 'MySport',
    photoCount: 150,
    reports: [
      ['Along the lake', 'Ola Nordmann'],
      ['Finish', 'Kari Hansen'],
    ],
    eventVideos: [['Lakeside start', 45]],
    participants: [runner('301', 'Erik', 'Larsen', '5K'), runner('302', 'Ingrid', 'Olsen', '5K'), runner('303', 'Lars', 'Berg', '5K')],
    prices: EUR,
  },
];

export const PRODUCT_TITLES: Record<ProductType, string> = {
  Photo: 'Digital photo',
  Frame: 'Framed photo',
  PhotosWithMe: 'All my photos',
  PhotosWithFrame: 'All my photos with frame',
  FullVideo: 'Personal finish video',
  Gift: 'Finisher certificate (free gift)',
  Promocode: 'Gift voucher: all my photos',
};

/** The e-mail with past orders (GET /orders with a token for it) and a paid pre-order. */
export const DEMO_CUSTOMER = 'runner@example.com';

/** Test cards of the sandbox pay page (spaces optional). */
export const TEST_CARDS = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } as const;
