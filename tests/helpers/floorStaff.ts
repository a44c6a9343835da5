import { idOf, type HttpClient } from './httpClient';
import type { TestServer } from './testServer';

export interface FloorStaff {
  rita: HttpClient;
  ravi: HttpClient;
  lead: HttpClient;
  ids: { rita: string; ravi: string; lead: string };
}

/** The demo floor signed in: Rita Rep (rep1), Ravi (rep2) and the lead, with their account ids. */
export async function signInFloor(server: TestServer): Promise<FloorStaff> {
  const [rita, ravi, lead] = await Promise.all([
    server.signIn('rep1@example.org'),
    server.signIn('rep2@example.org'),
    server.signIn('lead@example.org'),
  ]);
  const [ritaId, raviId, leadId] = await Promise.all([idOf(rita), idOf(ravi), idOf(lead)]);
  return { rita, ravi, lead, ids: { rita: ritaId, ravi: raviId, lead: leadId } };
}
