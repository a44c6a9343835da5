import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowVariant } from '../domain/agency';
import { demoPhones, telHref, type HelpPhones } from '../domain/helpPhone';
import {
  promoVideoPlaceholder,
  trainingNotice,
  trainingTitlePrefix,
  type WorkspaceKind,
} from '../domain/workspace';
import { writePrecompressed } from './precompress';

/*
 * The built pages carry the demo help lines and no promo video; a workspace's settings reach them
 * as they are served, with no rebuild (docs/decisions.md, "Live and training"). Once per build and
 * settings, each HTML page of the site and the console's index.html is rendered for the workspace —
 * its phone numbers, its promo video, and for training the notice and the titles — and written
 * precompressed under dist/workspaces/, which the server serves instead of the built HTML. The
 * static pages stay static; scripts read the numbers from the page, never from a bundle.
 */

export interface PageSettings {
  kind: WorkspaceKind;
  phones: HelpPhones;
  /** The console shows Start Application for one variant only. */
  flowVariant: FlowVariant;
  /** False on live without Plaid keys: the pages offer no bank step (site/src/lib/bank/bankLinking.ts). */
  bankLinking: boolean;
  promoVideoUrl?: string;
  /** Live's console names where training is (its Demo data page); known when configured or on a fixed port. */
  trainingAddress?: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const replaceAll = (html: string, from: string, to: string) =>
  from === to ? html : html.split(from).join(to);

/** One site page for a workspace. */
export function renderSitePage(html: string, settings: PageSettings): string {
  let page = html;
  for (const line of Object.keys(demoPhones) as (keyof HelpPhones)[]) {
    const [demo, chosen] = [demoPhones[line], settings.phones[line]];
    page = replaceAll(page, telHref(demo), telHref(chosen));
    page = replaceAll(page, demo, escapeHtml(chosen));
  }
  if (settings.promoVideoUrl) {
    page = replaceAll(page, promoVideoPlaceholder, escapeHtml(settings.promoVideoUrl));
    page = page.replace(/data-promo-video hidden/g, 'data-promo-video');
  } else {
    // Hidden, the video element still asked for its placeholder source, which the policy refuses
    // with an error in every visitor's console: without a video it has no source.
    page = replaceAll(page, ` src="${promoVideoPlaceholder}"`, '');
  }
  if (!settings.bankLinking) page = page.replace(/<html\b/, '<html data-bank-linking="off"');
  if (settings.kind === 'training') {
    const language = /<html[^>]*\blang="es"/.test(page) ? 'es' : 'en';
    page = page.replace(
      /<body([^>]*)>/,
      `<body$1><section class="training-bar" aria-label="${escapeHtml(trainingNotice[language])}"><p>${escapeHtml(trainingNotice[language])}</p></section>`,
    );
    page = page.replace('<title>', `<title>${escapeHtml(trainingTitlePrefix)}`);
  }
  return page;
}

/** The console's index.html for a workspace: the console reads which one from a meta tag. */
export function renderConsoleIndex(html: string, settings: PageSettings): string {
  const metas = [
    `<meta name="relief-workspace" content="${settings.kind}">`,
    `<meta name="relief-flow-variant" content="${settings.flowVariant}">`,
  ];
  if (settings.kind === 'live' && settings.trainingAddress) {
    metas.push(`<meta name="relief-training-address" content="${escapeHtml(settings.trainingAddress)}">`);
  }
  let page = html.replace('</head>', `${metas.join('')}</head>`);
  if (settings.kind === 'training')
    page = page.replace('<title>', `<title>${escapeHtml(trainingTitlePrefix)}`);
  return page;
}

function htmlFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html'))
    .map((path) => join(root, path))
    .sort();
}

/**
 * What identifies a build: every HTML file's name, size and time, and this renderer's own file's (the
 * compiled server, or this module under tsx), so a server that renders differently renders again.
 */
function buildStamp(distRoot: string): string {
  const hash = createHash('sha256');
  const renderer = statSync(fileURLToPath(import.meta.url));
  hash.update(`renderer:${renderer.size}:${renderer.mtimeMs}\n`);
  for (const part of ['site', 'admin']) {
    for (const file of htmlFiles(resolve(distRoot, part))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(distRoot, file)}:${size}:${mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder of the workspace's rendered pages (`site/…` and `admin/index.html`), rendered now when
 * this build and these settings have none yet. Safe when several processes start at once: each
 * renders into its own folder and the first rename wins.
 */
export function prepareWorkspacePages(distRoot: string, settings: PageSettings): string {
  const build = buildStamp(distRoot);
  const key = createHash('sha256')
    .update(`${build}\n${JSON.stringify(settings)}`)
    .digest('hex')
    .slice(0, 16);
  const parent = resolve(distRoot, 'workspaces');
  const target = join(parent, `${settings.kind}-${build}-${key}`);
  if (existsSync(join(target, '.done'))) return target;
  mkdirSync(parent, { recursive: true });
  // Earlier builds' pages are never served again.
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(`${settings.kind}-`) && !entry.startsWith(`${settings.kind}-${build}-`)) {
      rmSync(join(parent, entry), { recursive: true, force: true });
    }
  }
  const scratch = join(parent, `.render-${randomBytes(6).toString('hex')}`);
  // A server built without its web part (BUILD_ON_START=false) has no page to render: still a folder.
  mkdirSync(scratch, { recursive: true });
  for (const file of htmlFiles(resolve(distRoot, 'site'))) {
    const out = join(scratch, relative(distRoot, file));
    mkdirSync(resolve(out, '..'), { recursive: true });
    writePrecompressed(out, Buffer.from(renderSitePage(readFileSync(file, 'utf8'), settings)));
  }
  const consoleIndex = resolve(distRoot, 'admin/index.html');
  if (existsSync(consoleIndex)) {
    mkdirSync(join(scratch, 'admin'), { recursive: true });
    writePrecompressed(
      join(scratch, 'admin/index.html'),
      Buffer.from(renderConsoleIndex(readFileSync(consoleIndex, 'utf8'), settings)),
    );
  }
  writeFileSync(join(scratch, '.done'), build);
  try {
    renameSync(scratch, target);
  } catch {
    // Another process rendered the same pages first: theirs are identical.
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}
