import { paths } from '@/config/paths';
import { BookingDetail } from '@/features/admin/bookings/components/booking-detail';
import { DetailError } from '@/features/admin/bookings/components/detail-states';
import { BookingsList } from '@/features/admin/bookings/components/bookings-list';
import { IdDetail } from '@/features/admin/components/id-detail';

/** /admin/bookings and /admin/bookings/:id (docs/decisions/admin-bookings.md). */
export const Component = BookingsList;

export function Detail() {
  return (
    <IdDetail back={{ to: paths.admin.bookings.to(), label: 'All bookings' }}>
      {(id) => <BookingDetail id={id} />}
    </IdDetail>
  );
}

/** An address below a booking's. */
export function Missing() {
  return <DetailError back={{ to: paths.admin.bookings.to(), label: 'All bookings' }} />;
}
