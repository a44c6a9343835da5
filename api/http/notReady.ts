import express, { type Express } from 'express';
import helmet from 'helmet';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Live before it may serve borrowers (api/workspace.ts, liveProblems): every request is a 503 that
 * names the settings still missing, and where training is meanwhile. Nothing else is served, so a
 * half-configured live can never show a borrower a fictional phone line or mail a proxy's address.
 */
export function notReadyApp(problems: string[], trainingAddress: () => string | null): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.use((req, res) => {
    const training = trainingAddress();
    res.status(503).setHeader('Cache-Control', 'no-store');
    if (!req.accepts('html') || /^\/(graphql|api|auth|healthz)/.test(req.path)) {
      res.json({ status: 'unavailable', workspace: 'live', problems, training });
      return;
    }
    const items = problems.map((p) => `<li><code>${escapeHtml(p)}</code></li>`).join('');
    const trainingLink = training
      ? `<p>Training is running: <a href="${escapeHtml(training)}/admin/">${escapeHtml(training)}</a>.</p>`
      : '';
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live is not configured yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 42rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>Live is not configured yet</h1>
<p>The live workspace serves real borrowers, so it starts only once these settings are right:</p>
<ul>${items}</ul>
<p>Set them and start the server again (README, "Going live").</p>${trainingLink}</main>
</body></html>`);
  });
  return app;
}
