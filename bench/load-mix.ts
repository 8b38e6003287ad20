// The request mix of bench:load: what visitors of the site ask the API for, weighted. One request of the
// mix is one HTTP request; a page that makes several API calls (home, property) picks one of its calls.
import { kinds as searchQueries } from './search-mix';
import { BOOKED_UNTIL_DAYS } from './synthetic-bookings';
import { marketplaceQueries } from './synthetic-products';

/** Share of the requests, in percent. */
export const LOAD_WEIGHTS = {
  /** One of the home page's calls: static data, featured stays, testimonials, filter options. */
  home: 15,
  /** GET /api/stays with the searches of bench:search (location, dates and guests, amenities, pages). */
  search: 25,
  /** The property page: the room, or its booked nights for the next twelve months. */
  property: 15,
  /** GET /api/products with the marketplace queries of bench:shop, 12 a page as the site asks. */
  marketplace: 15,
  /** GET /api/products/{id}. */
  product: 15,
  /** POST /api/cart/items: a new visitor's first add (no cookie, so a new cart each time). */
  addToCart: 5,
  /** GET /api/stays/{id}/quote for free dates (after every synthetic booking) and guests the room takes. */
  quote: 10,
} as const;

export type LoadKind = keyof typeof LOAD_WEIGHTS;

/** Ids that exist in the benchmark database, read before the load starts. */
export type LoadFixtures = {
  rooms: { id: number; maxGuests: number }[];
  productIds: number[];
  /** Products that can be bought and have stock: adding one always succeeds. */
  buyableProductIds: number[];
};

export type LoadRequest = {
  kind: LoadKind;
  /** The endpoint, for the per-endpoint tally (e.g. "GET /api/stays/{id}"). */
  endpoint: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
};

/** Per endpoint: requests, responses by status code, and latency in ms. */
export type EndpointStats = {
  kind: LoadKind;
  requests: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
};

export type LoadMixResult = {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  totalRequests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: { total: number; connectionErrors: number; timeouts: number; non2xx: number };
  byEndpoint: Record<string, EndpointStats>;
};

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const id = (n: number) => encodeURIComponent(String(n));

const homeCalls = [
  ['GET /api/static-data', '/api/static-data?type=all'],
  ['GET /api/stays/featured', '/api/stays/featured'],
  ['GET /api/testimonials', '/api/testimonials'],
  ['GET /api/stays/filter-options', '/api/stays/filter-options'],
] as const;

const get = (kind: LoadKind, endpoint: string, path: string): LoadRequest => ({
  kind,
  endpoint,
  method: 'GET',
  path,
});

function buildRequest(kind: LoadKind, f: LoadFixtures): LoadRequest {
  switch (kind) {
    case 'home': {
      const [endpoint, path] = pick(homeCalls);
      return get(kind, endpoint, path);
    }
    case 'search': {
      const qs = pick(Object.values(searchQueries))();
      return get(kind, 'GET /api/stays', `/api/stays${qs ? `?${qs}` : ''}`);
    }
    case 'property': {
      const room = pick(f.rooms);
      if (Math.random() < 0.5) return get(kind, 'GET /api/stays/{id}', `/api/stays/${id(room.id)}`);
      const from = day(0);
      const to = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
      return get(
        kind,
        'GET /api/stays/{id}/booked-dates',
        `/api/stays/${id(room.id)}/booked-dates?${new URLSearchParams({ from, to })}`,
      );
    }
    case 'marketplace': {
      const params = new URLSearchParams(pick(Object.values(marketplaceQueries))());
      params.set('pageSize', '12');
      return get(kind, 'GET /api/products', `/api/products?${params}`);
    }
    case 'product':
      return get(kind, 'GET /api/products/{id}', `/api/products/${id(pick(f.productIds))}`);
    case 'addToCart':
      return {
        kind,
        endpoint: 'POST /api/cart/items',
        method: 'POST',
        path: '/api/cart/items',
        body: JSON.stringify({ productId: pick(f.buyableProductIds), quantity: 1 }),
      };
    case 'quote': {
      const room = pick(f.rooms);
      const start = BOOKED_UNTIL_DAYS + Math.floor(Math.random() * 120);
      const params = new URLSearchParams({
        checkIn: day(start),
        checkOut: day(start + 1 + Math.floor(Math.random() * 7)),
        guests: String(Math.min(2, room.maxGuests || 2)),
      });
      return get(kind, 'GET /api/stays/{id}/quote', `/api/stays/${id(room.id)}/quote?${params}`);
    }
  }
}

const kinds = Object.keys(LOAD_WEIGHTS) as LoadKind[];
const totalWeight = kinds.reduce((sum, k) => sum + LOAD_WEIGHTS[k], 0);

/** A kind at random, by weight. */
export function pickKind(): LoadKind {
  let r = Math.random() * totalWeight;
  for (const kind of kinds) {
    r -= LOAD_WEIGHTS[kind];
    if (r < 0) return kind;
  }
  return kinds[kinds.length - 1]!;
}

/** The next request of the mix. */
export const nextRequest = (fixtures: LoadFixtures) => buildRequest(pickKind(), fixtures);
