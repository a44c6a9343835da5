import { useEffect, useRef } from 'react';

/** Whether the key went to something the rep types in (an input, a text area, an open menu's search). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A one-key shortcut ('n', 'j', '/'), as mail and issue trackers offer them: never while typing in a
 * field, nor with a modifier, nor while a dialog is open.
 */
export function useShortcut(key: string, action: () => void, enabled = true) {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key, enabled]);
}
