import type { paths } from '../../../../lib/api-schema';

/** The lists' query strings as the API takes them (numbers as numbers). */
export type AdminBookingsParams = NonNullable<paths['/api/admin/bookings']['get']['parameters']['query']>;
export type AdminOrdersParams = NonNullable<paths['/api/admin/orders']['get']['parameters']['query']>;

/** The query keys of the operator's bookings and orders screens. */
export const bookingKeys = {
  all: () => ['admin', 'bookings'] as const,
  list: (params: AdminBookingsParams) => ['admin', 'bookings', 'list', params] as const,
  detail: (id: number) => ['admin', 'bookings', 'detail', id] as const,
};

export const orderKeys = {
  all: () => ['admin', 'orders'] as const,
  list: (params: AdminOrdersParams) => ['admin', 'orders', 'list', params] as const,
  detail: (id: number) => ['admin', 'orders', 'detail', id] as const,
};
