import { useEffect, useRef } from 'react';
import { listenToEveryApplication, type ApplicationChange } from './applicationChanges';

/** A burst (a lead moving a rep's fifty claims) is one refetch, not fifty. */
const burstMs = 250;

/**
 * Calls `onChanges` with what changed, shortly after any staff action on any application or a new
 * application, while the component is mounted: the lists, Today and who holds what refetch on it.
 */
export function useApplicationChanges(onChanges: (changes: ApplicationChange[]) => void): void {
  const latest = useRef(onChanges);
  latest.current = onChanges;
  useEffect(() => {
    let waiting: ApplicationChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = listenToEveryApplication((change) => {
      waiting.push(change);
      timer ??= setTimeout(() => {
        const heard = waiting;
        waiting = [];
        timer = undefined;
        latest.current(heard);
      }, burstMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
}
