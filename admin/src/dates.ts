const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the spec shows dates, 'MM-dd-yyyy hh:mm a', in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  // An unparseable value is shown as it came rather than hidden.
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const day = `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
  return `${day} ${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The end of the reader's own day (midnight next), as an instant: 'due today' is before it. */
export function endOfLocalDay(now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString();
}

/** The start of the reader's own day and week (Monday), as instants: the lead's start page. */
export function startsOfLocalDayAndWeek(now: Date): { dayStart: string; weekStart: string } {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const sinceMonday = (day.getDay() + 6) % 7;
  const week = new Date(day.getFullYear(), day.getMonth(), day.getDate() - sinceMonday);
  return { dayStart: day.toISOString(), weekStart: week.toISOString() };
}
