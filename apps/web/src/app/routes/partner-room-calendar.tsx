import { Link, useSearchParams } from 'react-router';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { useRoomCalendar } from '@/features/partners/api/get-room-calendar';
import { PartnerConsoleShell } from '@/features/partners/components/partner-console';
import { CalendarSyncSection } from '@/features/partners/components/room-calendar/calendar-sync-section';
import { RoomCalendarView } from '@/features/partners/components/room-calendar/room-calendar-view';
import { isMonth } from '@/features/partners/lib/calendar-month';
import { ApiError } from '@/lib/api-client';
import { toIsoDay } from '@/lib/dates';
import { useIdParam } from '@/lib/id-param';
import { PageLoading } from '../layout/page-loading';
import { NotFound } from '../partner/not-found';

/** A room's calendar in the partner console (docs/decisions/room-calendars.md). */
export function Component() {
  const roomId = useIdParam();
  return roomId === null ? <NotFound /> : <CalendarScreen key={roomId} roomId={roomId} />;
}

function CalendarScreen({ roomId }: { roomId: number }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month');
  const month = isMonth(asked) ? asked : toIsoDay(new Date()).slice(0, 7);
  const { user, isLoading } = useSession();
  const calendar = useRoomCalendar(roomId, month, Boolean(user));
  const returnTo = paths.partnerRoomCalendar.to(roomId, asked ?? undefined);

  return (
    <Container className="py-12">
      <PageMeta title="Room Calendar" description="Your room's nights, prices and minimum stays." />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to open the partner console" returnTo={returnTo} />
      ) : calendar.isPending ? (
        <PageLoading />
      ) : calendar.isError ? (
        <div className="mx-auto grid max-w-md justify-items-center gap-4 text-center">
          <h1 className="text-3xl font-semibold">
            {calendar.error instanceof ApiError && calendar.error.status === 403
              ? 'For Restora partners'
              : calendar.error instanceof ApiError && calendar.error.status === 404
                ? 'Room not found'
                : 'Something went wrong'}
          </h1>
          <p role="alert" className="text-sand-700">
            {calendar.error instanceof ApiError && calendar.error.status === 403
              ? NOT_A_PARTNER
              : calendar.error instanceof ApiError && calendar.error.status === 404
                ? 'This room is not one of your organisation’s rooms.'
                : calendar.error.message}
          </p>
          <Link
            to={paths.partner.to()}
            className="font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            Back to the partner console
          </Link>
        </div>
      ) : (
        <PartnerConsoleShell title={calendar.data.room.title} atHome={false}>
          <p className="-mt-4 mb-6 text-sand-700 wrap-anywhere">{calendar.data.room.propertyName}</p>
          <RoomCalendarView
            calendar={calendar.data}
            month={month}
            loading={calendar.isPlaceholderData}
            onMonth={(next) => setSearch({ month: next }, { preventScrollReset: true })}
          />
          <div className="mt-10">
            <CalendarSyncSection roomId={roomId} />
          </div>
        </PartnerConsoleShell>
      )}
    </Container>
  );
}
