// The mix of realistic searches of the search benchmark, shared by the bench and its load generator.
const cities = [
  'ubud',
  'tulum',
  'sintra',
  'kyoto',
  'sedona',
  'zermatt',
  'marrakech',
  'goa',
  'byron',
  'banff',
  'portugal',
  'italy',
];
export const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// The mix of realistic searches the issue names.
export const kinds: Record<string, () => string> = {
  'location only': () => `location=${pick(cities)}`,
  'location + dates + guests': () => {
    const start = 10 + Math.floor(Math.random() * 200);
    return `location=${pick(cities)}&dateFrom=${day(start)}&dateTo=${day(start + 3)}&guests=2`;
  },
  '3 amenities + price + sort by price': () =>
    `amenities=${encodeURIComponent(pick(['Wi-Fi,Pool,Sauna', 'Gym,Wi-Fi,Restaurant', 'Hot Tub,Pool,Free Parking']))}&minPriceCents=10000&maxPriceCents=30000&sort=price_asc`,
  'no filters, page 1': () => '',
  'no filters, page 50': () => 'page=50',
};
