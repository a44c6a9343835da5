import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerApplication } from '../helpers/builders';
import { aContactAttempt } from '../helpers/consoleBuilders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

const archive = 'mutation($id: ID!) { archiveApplication(id: $id) { status } }';
const undo = 'mutation($id: ID!) { undoArchiveApplication(id: $id) { status } }';
const unarchive = 'mutation($id: ID!) { unarchiveApplication(id: $id) { status } }';

/* The rep tile on the queue's basis, and an archive's Undo (issue 20). */
describe.each(testDialects)('console mends on %s', (dialect) => {
  let server: TestServer;
  let rita: HttpClient;
  let ritaId = '';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rita = await server.signIn('rep1@example.org');
    ritaId = (await rita.data<{ me: { id: string } }>('{ me { id } }')).me.id;
  });
  afterAll(() => server?.close());

  it('counts the rep tile over the claims the queue shows: archived ones left out', async () => {
    const tile = async () =>
      (
        await rita.data<{ Rep: { assignedCount: number; contactedCount: number } }>(
          'query($id: ID!) { Rep(id: $id) { assignedCount contactedCount } }',
          { id: ritaId },
        )
      ).Rep;
    const before = await tile();
    for (const status of ['Contacted', 'Archived', 'Transferred And Archived', 'Submitted']) {
      await aBorrowerApplication(server.database, { application: { status, assignedTo: ritaId } });
    }
    expect(await tile()).toEqual({
      assignedCount: before.assignedCount + 2,
      contactedCount: before.contactedCount + 1,
    });
  });

  it('undoes an archive to the exact status it replaced, which Unarchive’s rule would not', async () => {
    // Submitted, with a contact attempt: the spec's unarchive rule would give Contacted.
    const { application } = await aBorrowerApplication(server.database, {
      application: { status: 'Submitted' },
    });
    await aContactAttempt(server.database, {
      applicationId: application.id,
      method: 'Phone',
      outcome: 'Wrong number',
    });
    expect(await rita.data(archive, { id: application.id })).toEqual({
      archiveApplication: { status: 'Archived' },
    });
    expect(await rita.data(undo, { id: application.id })).toEqual({
      undoArchiveApplication: { status: 'Submitted' },
    });
    // Only the newest archive, once: a second Undo is refused.
    expect(errorCode(await rita.gql(undo, { id: application.id }))).toBe('CONFLICT');
    await rita.data(archive, { id: application.id });
    await rita.data(unarchive, { id: application.id });
    expect(errorCode(await rita.gql(undo, { id: application.id }))).toBe('CONFLICT');
  });
});
