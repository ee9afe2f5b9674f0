/**
 * The playground (dist/playground/index.html) in real headless Chromium from file://: it loads
 * with no Content-Security-Policy violation, a valid and an invalid config give the findings
 * `checkText` gives, the URL fragment reproduces a text, and a screenshot matches the committed
 * baseline (a changed page does not). Skipped where Debian's chromium is absent; the screenshot
 * only where Debian's fonts-dejavu-core is installed too (the page's only fonts, which .ci/run
 * installs), so a machine of the same kind renders the same pixels.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';

const executablePath = '/usr/bin/chromium';
const pageUrl = pathToFileURL(join(repoRoot, 'dist', 'playground', 'index.html')).href;
const baseline = join(repoRoot, 'test', 'playground', 'baseline.png');
/**
 * Pixels that may differ before a screenshot counts as changed, besides those pixelmatch already
 * forgives (anti-aliasing, and colours within its threshold of 0.1). With the fonts pinned two
 * renders differ by 0 pixels; one letter less in the status line differs by 12, a full stop more
 * in a heading by 6.
 */
const MAX_DIFFERENT = 3;

/** The file fontconfig gives for a family: the page's fonts are installed when it is DejaVu's own. */
const fontFile = (family: string) => spawnSync('fc-match', ['-f', '%{file}', family], { encoding: 'utf8' }).stdout ?? '';
const pinnedFonts = ['DejaVu Sans', 'DejaVu Sans Mono'];
const fontsInstalled = pinnedFonts.every((f) => fontFile(f).endsWith(`/${f.replace(/ /g, '')}.ttf`));

describe.skipIf(!existsSync(executablePath))('the playground in headless Chromium', () => {
  let context: BrowserContext;
  let profile: string;
  const violations: string[] = [];

  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'agentconf-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The same colours and glyph shapes whatever the machine's display settings.
        '--force-color-profile=srgb',
        '--font-render-hinting=none',
      ],
      viewport: { width: 1100, height: 800 },
      deviceScaleFactor: 1,
    });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  async function open(fragment = ''): Promise<Page> {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    page.on('pageerror', (e) => violations.push(`page error: ${e.message}`));
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log(`Refused to: ${e.violatedDirective}`)));
    await page.goto(pageUrl + fragment);
    await page.waitForFunction(() => document.getElementById('status')!.textContent !== '');
    return page;
  }

  const typeText = async (page: Page, text: string) => {
    await page.fill('#text', text);
    await page.waitForFunction((t) => new URLSearchParams(location.hash.slice(1)).get('text') === t, text);
  };

  it('loads from file:// with no CSP violation and checks the example', async () => {
    const page = await open();
    expect(await page.textContent('#status')).toBe('sink-http: no problems');
    expect(await page.textContent('#type')).toContain('export interface SinkHttpConfig');
    expect(JSON.parse((await page.textContent('#effective'))!)).toMatchObject({ channels: { flows: { url: 'https://example.com/flows' } } });
    expect(violations).toEqual([]);
    await page.close();
  }, 30_000);

  it('gives the findings of a valid and an invalid config, JSON, YAML and loader, and keeps the text in the link', async () => {
    const page = await open();
    await page.selectOption('#kind', 'proc-core');
    await typeText(page, 'sinks:\n  sink-log: {}\n');
    await page.waitForFunction(() => document.getElementById('status')!.textContent === 'proc-core: no problems');
    await typeText(page, '{\n  "sinks": {"sink-log": {}},\n  "format": "xml"\n}\n');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.includes('error'));
    const found = await page.$$eval('#findings li', (items) => items.map((i) => i.textContent));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^3:13 error .*\[schema\/enum\]$/);
    expect(await page.textContent('#effective')).toContain('(none');
    // The link reproduces the text in a new page.
    const again = await open(new URL(page.url()).hash);
    expect(await again.inputValue('#kind')).toBe('proc-core');
    expect(await again.inputValue('#text')).toBe('{\n  "sinks": {"sink-log": {}},\n  "format": "xml"\n}\n');
    expect(await again.$$eval('#findings li', (items) => items.map((i) => i.textContent))).toEqual(found);
    const loader = await open(`#text=${encodeURIComponent('[proc-core]\nenabel = yes\n')}`);
    expect(await loader.textContent('#status')).toMatch(/^loader file: /);
    expect(await loader.$$eval('#findings li', (items) => items.map((i) => i.textContent))).toContainEqual(
      expect.stringMatching(/^2:1 warning unknown key "enabel".*\[key\/unknown\]$/),
    );
    expect(violations).toEqual([]);
    for (const p of [page, again, loader]) await p.close();
  }, 30_000);

  it('judges loader files for the agent release chosen (5.2 by default), and keeps it in the link', async () => {
    const text = '[proc-custom]\nplugin_library = ${path_plugin_libdir}/libnetify-proc-custom.so.0\n';
    const page = await open(`#text=${encodeURIComponent(text)}`);
    expect(await page.inputValue('#agent')).toBe('5.2');
    expect(await page.textContent('#status')).toMatch(/^loader file: .*0 errors|^loader file: no problems/);
    await page.selectOption('#agent', '5.0');
    await page.waitForFunction(() => document.getElementById('status')!.textContent!.includes('1 error'));
    expect(await page.$$eval('#findings li', (items) => items.map((i) => i.textContent))).toContainEqual(
      expect.stringMatching(/^2:18 error .*agent 5\.0 does not expand it.*\[deploy\/version-dependent\]$/),
    );
    const again = await open(new URL(page.url()).hash);
    expect(await again.inputValue('#agent')).toBe('5.0');
    expect(await again.textContent('#status')).toContain('1 error');
    expect(violations).toEqual([]);
    for (const p of [page, again]) await p.close();
  }, 30_000);

  const different = (a: Buffer, b: Buffer) => {
    const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
    if (x.width !== y.width || x.height !== y.height) return Infinity;
    return pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: 0.1 });
  };

  it('renders every element in the pinned fonts only', async () => {
    const page = await open();
    const families = await page.$$eval('body, body *', (all) => [...new Set(all.map((e) => getComputedStyle(e).fontFamily))].sort());
    expect(families).toEqual(pinnedFonts.map((f) => `"${f}"`).sort());
    await page.close();
  }, 30_000);

  it.skipIf(!fontsInstalled)(
    'looks as the committed baseline does, and a changed page, even by one letter, does not',
    async () => {
      const page = await open();
      // The text area's resize grip is drawn by the browser build, not the page (two Chromium
      // builds of Debian 12 drew it 20 pixels apart): the comparison leaves it out.
      await page.$$eval('textarea', (areas) => areas.forEach((a) => (a.style.resize = 'none')));
      const shot = await page.screenshot();
      // AGENTCONF_UPDATE_BASELINE=1 writes a new baseline (after a deliberate change of the page).
      if (process.env.AGENTCONF_UPDATE_BASELINE) writeFileSync(baseline, shot);
      expect(different(shot, readFileSync(baseline))).toBeLessThanOrEqual(MAX_DIFFERENT);
      await page.evaluate(() => {
        const status = document.getElementById('status')!;
        status.textContent = status.textContent!.replace('problems', 'problem');
      });
      expect(different(await page.screenshot(), readFileSync(baseline))).toBeGreaterThan(MAX_DIFFERENT);
      await page.evaluate(() => {
        document.querySelector('header')!.setAttribute('hidden', '');
      });
      expect(different(await page.screenshot(), readFileSync(baseline))).toBeGreaterThan(MAX_DIFFERENT);
      await page.close();
    },
    30_000,
  );
});
