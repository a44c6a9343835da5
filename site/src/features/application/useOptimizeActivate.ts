import { useEffect } from 'react';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The tag manager hears 'optimize.activate' on every route change (borrower-application §4). */
export function useOptimizeActivate() {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'optimize.activate' });
  }, []);
}
