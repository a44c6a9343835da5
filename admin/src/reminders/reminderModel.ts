import type { Application } from '../records';

/** A call-back once announced is not announced again in this tab, unless it is booked again. */
const storageKey = 'callbackReminders.dismissed';

export const reminderKey = (a: Pick<Application, 'id' | 'callbackAt'>) =>
  `${String(a.id)}@${a.callbackAt ?? ''}`;

export function dismissedReminders(): Set<string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

export function dismissReminder(key: string): void {
  const keys = dismissedReminders();
  keys.add(key);
  sessionStorage.setItem(storageKey, JSON.stringify([...keys]));
}

/** The call-backs to announce at `now`: due by their reminder time, not yet dismissed, soonest first. */
export function dueReminders(
  applications: readonly Application[],
  now: number,
  dismissed: ReadonlySet<string>,
) {
  return applications
    .filter(
      (a) =>
        a.callbackReminderAt && Date.parse(a.callbackReminderAt) <= now && !dismissed.has(reminderKey(a)),
    )
    .sort((x, y) => Date.parse(x.callbackReminderAt!) - Date.parse(y.callbackReminderAt!));
}
