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
