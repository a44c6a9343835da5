import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfStale, serverBuild, type BuildPart } from '../../api/build';
import { createLogger } from '../../api/logger';

const root = resolve(import.meta.dirname, '../..');
const logger = createLogger('silent');

/** A project whose one part's build appends a line to its output, so the test counts the builds. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'relief-build-'));
  const script = `node -e "require('fs').mkdirSync('out',{recursive:true});require('fs').appendFileSync('out/built.txt','built\\n')"`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', scripts: { 'build:part': script } }));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/a.ts'), 'export {};');
  const part: BuildPart = {
    what: 'the part',
    outputs: ['out/built.txt'],
    sources: ['src'],
    script: 'build:part',
  };
  const builds = () => readFileSync(join(dir, 'out/built.txt'), 'utf8').split('\n').filter(Boolean).length;
  const at = (path: string, seconds: number) => utimesSync(join(dir, path), seconds, seconds);
  return { dir, part, builds, at };
}

describe('buildIfStale', () => {
  it('builds a missing part, skips it while its sources are unchanged, and builds it again once one changes', () => {
    const { dir, part, builds, at } = project();
    buildIfStale(dir, logger, [part]);
    expect(builds()).toBe(1);

    buildIfStale(dir, logger, [part]);
    expect(builds()).toBe(1);

    writeFileSync(join(dir, 'src/a.ts'), 'export const edited = true;');
    at('src/a.ts', Date.now() / 1000 + 60);
    buildIfStale(dir, logger, [part]);
    expect(builds()).toBe(2);
  });

  it('does not build again when a source is only newer, its content the same (a checkout, a copy, touch)', () => {
    const { dir, part, builds, at } = project();
    buildIfStale(dir, logger, [part]);
    expect(builds()).toBe(1);

    at('src/a.ts', Date.now() / 1000 + 60);
    buildIfStale(dir, logger, [part]);
    expect(builds()).toBe(1);

    writeFileSync(join(dir, 'src/a.ts'), 'export const changed = 1;');
    at('src/a.ts', Date.now() / 1000 + 120);
    buildIfStale(dir, logger, [part]);
    expect(builds()).toBe(2);
  });

  it("watches every file of ours the compiled server is made of (its source map's sources)", () => {
    // globalSetup has built it.
    const map = JSON.parse(readFileSync(resolve(root, 'dist/server/main.js.map'), 'utf8')) as {
      sources: string[];
    };
    const ours = map.sources
      .map((source) => relative(root, resolve(root, 'dist/server', source)))
      .filter((path) => !path.startsWith('node_modules/'));
    expect(ours.length).toBeGreaterThan(100);
    const unwatched = ours.filter(
      (path) => !serverBuild.sources.some((source) => path === source || path.startsWith(`${source}/`)),
    );
    expect(unwatched).toEqual([]);
  });
});
