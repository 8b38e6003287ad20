import { Route, Routes } from 'react-router';
import { IdDetail } from '../components/id-detail';
import { BookingDetail } from './components/booking-detail';
import { BookingsList } from './components/bookings-list';
import { DetailError } from './components/detail-states';

/** /admin/bookings and /admin/bookings/:id (docs/decisions/admin-bookings.md). */
export default function BookingsScreen() {
  return (
    <Routes>
      <Route index element={<BookingsList />} />
      <Route
        path=":id"
        element={
          <IdDetail back={{ to: '/admin/bookings', label: 'All bookings' }}>
            {(id) => <BookingDetail id={id} />}
          </IdDetail>
        }
      />
      <Route path="*" element={<DetailError back="All bookings" />} />
    </Routes>
  );
}
