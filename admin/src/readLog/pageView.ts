import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';

/*
 * The read log counts a console page load once (api/services/readLog.ts): the borrower page names
 * its load with a random id, sent as X-Page-View with every request made while it is open, so its
 * refreshes and its tabs' data are one read each. The CSV export's requests say so (X-Read-Purpose).
 */
let pageView: string | null = null;
let exporting = 0;

/** The headers the console's GraphQL requests carry now. */
export function readHeaders(): Record<string, string> {
  return {
    ...(pageView ? { 'X-Page-View': pageView } : {}),
    ...(exporting > 0 ? { 'X-Read-Purpose': 'export' } : {}),
  };
}

/** The borrower page: a new load per borrower opened; named before its first request goes. */
export function usePageView() {
  const { id } = useParams();
  useMemo(() => {
    pageView = id === undefined ? null : crypto.randomUUID();
  }, [id]);
  useEffect(
    () => () => {
      pageView = null;
    },
    [id],
  );
}

/** Rows fetched for a CSV export: each one is a read of that borrower's file. */
export async function asExport<T>(fetch: () => Promise<T>): Promise<T> {
  exporting += 1;
  try {
    return await fetch();
  } finally {
    exporting -= 1;
  }
}
