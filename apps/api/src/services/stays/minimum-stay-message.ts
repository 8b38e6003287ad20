/** "Stays starting on Dec 20, 2026 need at least 3 nights" (docs/decisions/room-calendars.md). */
export function minimumStayMessage(checkIn: string, minNights: number): string {
  const day = new Date(`${checkIn}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Stays starting on ${day} need at least ${minNights} nights`;
}
