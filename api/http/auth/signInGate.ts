import type { Request } from 'express';
import { startPendingSignIn, startSession } from '../../auth/sessionControl';
import type { Viewer } from '../../auth/viewer';
import { viewerJson } from '../../auth/viewerJson';
import type { ServiceDeps } from '../../services/deps';
import { stepAfterPassword } from '../../services/accounts/secondFactor';

export type GateAnswer =
  | { user: Awaited<ReturnType<typeof viewerJson>>; secondFactor?: undefined }
  | { user: null; secondFactor: 'verify' | 'enrol' };

/**
 * The one way a proof of who someone is (a password, a mailed reset code, the set-password link)
 * becomes a signed-in session (SECURITY.md §31): an account with a second factor gives its code, and
 * live staff without one enrol first, before the session is signed in — the session then holds only a
 * pending sign-in (a new id). Else it is signed in on a new id, `restricted` when the password must
 * still change. Nothing else calls startSession but the code step that follows this gate.
 */
export async function signInThroughGate(
  req: Request,
  deps: ServiceDeps,
  viewer: Viewer,
  restricted = false,
): Promise<GateAnswer> {
  const secondFactor = await stepAfterPassword(deps, viewer);
  if (secondFactor) {
    await startPendingSignIn(req, viewer.id, secondFactor);
    return { user: null, secondFactor };
  }
  await startSession(req, viewer, restricted);
  return { user: await viewerJson(deps.database, viewer) };
}
