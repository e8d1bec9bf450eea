// The SCORM 1.2 package the CLI writes from the built site (the same code the
// For teachers page runs): valid XML, schema version 1.2, one SCO whose href
// exists, every file listed, the choices in the launch link, and nothing in
// the package that loads from another host or from the server's root.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureDistBuilt, REPO_ROOT } from '../browser/support/dist';
import { readState } from '../../web/src/state/url';
import { readCliOptions } from '../../scripts/package-scorm-options';

const ADLCP = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';
const CLI = ['tsx', 'scripts/package-scorm.ts'];

function packageScorm(args: string[]) {
  return spawnSync('npx', [...CLI, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
}

describe('the SCORM 1.2 package', () => {
  let files: Record<string, Uint8Array>;
  let manifest: Document;
  const text = (path: string) => new TextDecoder().decode(files[path]);

  beforeAll(() => {
    ensureDistBuilt();
    const out = join(mkdtempSync(join(tmpdir(), 'sqrtdk-scorm-')), 'lab.zip');
    execFileSync(
      'npx',
      [
        ...CLI,
        '--out',
        out,
        '--parts',
        'variance,fix,practice',
        '--graded',
        'quiz',
        '--questions',
        '5',
        '--mastery',
        '70',
        '--title',
        'Attention & <scaling>',
        '--lock',
        'dk',
        '--set',
        'dk=128',
      ],
      { cwd: REPO_ROOT },
    );
    files = unzipSync(new Uint8Array(readFileSync(out)));
    manifest = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(`imsmanifest.xml: ${message}`);
      },
    }).parseFromString(text('imsmanifest.xml'), 'text/xml') as unknown as Document;
  }, 120_000);

  it('has a well-formed manifest of SCORM schema version 1.2 with one SCO', () => {
    expect(manifest.getElementsByTagName('schema')[0].textContent).toBe('ADL SCORM');
    expect(manifest.getElementsByTagName('schemaversion')[0].textContent).toBe('1.2');
    const resources = [...(manifest.getElementsByTagName('resource') as unknown as Element[])];
    const scos = resources.filter((r) => r.getAttributeNS(ADLCP, 'scormtype') === 'sco');
    expect(scos).toHaveLength(1);
    const items = [...(manifest.getElementsByTagName('item') as unknown as Element[])];
    expect(items.map((i) => i.getAttribute('identifierref'))).toEqual([
      scos[0].getAttribute('identifier'),
    ]);
    expect(manifest.getElementsByTagName('title')[0].textContent).toBe('Attention & <scaling>');
    expect(manifest.getElementsByTagNameNS(ADLCP, 'masteryscore')[0].textContent).toBe('70');
  });

  it('launches an existing page with the choices in its link', () => {
    const sco = manifest.getElementsByTagName('resource')[0];
    const [page, query] = (sco.getAttribute('href') ?? '').split('?');
    expect(files[page], `${page} is in the package`).toBeDefined();
    const { state, problems } = readState(`?${query}`);
    expect(problems).toEqual([]);
    expect(state).toMatchObject({
      lms: 'scorm12',
      parts: ['variance', 'fix', 'practice'],
      graded: 'quiz',
      questions: 5,
      mastery: 70,
      lock: ['dk'],
      dk: 128,
    });
  });

  it('lists every file of the package, and only those, with no service worker', () => {
    const listed = [...(manifest.getElementsByTagName('file') as unknown as Element[])].map((f) =>
      f.getAttribute('href'),
    );
    const packaged = Object.keys(files).filter((p) => p !== 'imsmanifest.xml');
    expect([...listed].sort()).toEqual([...packaged].sort());
    expect(packaged).toContain('index.html');
    expect(packaged.some((p) => p.endsWith('.wasm'))).toBe(true);
    expect(packaged).not.toContain('sw.js');
    expect(packaged.filter((p) => /teacher/.test(p))).toEqual([]);
  });

  it('loads nothing from another host or from the server root', () => {
    const textFiles = Object.keys(files).filter((p) => /\.(html|js|mjs|css|svg|json)$/.test(p));
    const html = textFiles
      .filter((p) => p.endsWith('.html'))
      .map(text)
      .join('\n');
    // Citations are links the learner may follow (<a href>), not things the package loads.
    const citations = new Set(
      [...html.matchAll(/<a\s[^>]*?href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]),
    );
    for (const path of textFiles) {
      const body = text(path);
      for (const [url] of body.matchAll(/https?:\/\/[^\s"'`)<>]+/g)) {
        // XML namespaces (SVG, MathML, the manifest's own) name things; nothing fetches them.
        const namespace = /^http:\/\/www\.(w3|imsproject|imsglobal|adlnet)\.org\//.test(url);
        expect(namespace || citations.has(url), `${path}: ${url}`).toBe(true);
      }
      expect(body, `${path} names a root-absolute asset`).not.toMatch(
        /["'`(]\/(assets|index\.html|embed\.html)/,
      );
      if (!path.endsWith('.html')) continue;
      for (const [, attr] of body.matchAll(
        /<(?:script|link|img|iframe|source)\b[^>]*?\b(?:src|href)="([^"]+)"/g,
      )) {
        expect(files[attr.replace(/^\.\//, '')], `${path} loads ${attr}`).toBeDefined();
      }
      for (const [, ref] of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        expect(ref, `${path}: url(${ref})`).toMatch(/^(data:|[^/:]+[^:]*$)/);
      }
    }
  });

  it('refuses bad options with a message', () => {
    for (const args of [
      ['--out', 'x.zip', '--graded', 'essay'],
      ['--out', 'x.zip', '--mastery', '101'],
      ['--out', 'x.zip', '--questions', '0'],
      ['--out', 'x.zip', '--parts', 'variance', '--graded', 'quiz'],
      ['--out', 'x.zip', '--parts', 'variance,nowhere', '--graded', 'completion'],
      ['--out', 'x.zip', '--set', 'dk=0'],
      ['--out', 'x.zip', '--set', 'lms=scorm12'],
      ['--out', 'x.zip', '--title', ''],
      ['--out', 'x.zip', '--lock', 'everything'],
      ['--no-such-option'],
      [],
    ]) {
      const read = readCliOptions(args);
      expect(read.ok, args.join(' ')).toBe(false);
      if (!read.ok) expect(read.message).toMatch(/\S/);
    }
    expect(readCliOptions(['--out', 'x.zip', '--graded', 'completion', '--parts', 'fix']).ok).toBe(
      true,
    );
  });

  it('exits 2 on a bad option, saying why', () => {
    const run = packageScorm(['--out', join(tmpdir(), 'never.zip'), '--graded', 'essay']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^package:scorm: --graded “essay”: must be one of quiz, interview, completion/,
    );
  });
});
