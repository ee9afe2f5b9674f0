/**
 * The playground (dist/playground/index.html) in real headless Chromium from file://: it loads
 * with no Content-Security-Policy violation, a valid and an invalid config give the findings
 * `checkText` gives, the URL fragment reproduces a text, and a screenshot matches the committed
 * baseline (a changed page does not). Skipped where Debian's chromium is absent.
 */
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
/** Pixels that may differ (font hinting) before a screenshot counts as changed. */
const MAX_DIFFERENT = 200;

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
      ],
      viewport: { width: 1100, height: 800 },
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

  const different = (a: Buffer, b: Buffer) => {
    const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
    if (x.width !== y.width || x.height !== y.height) return Infinity;
    return pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: 0.1 });
  };

  it('looks as the committed baseline does, and a changed page does not', async () => {
    const page = await open();
    const shot = await page.screenshot();
    // AGENTCONF_UPDATE_BASELINE=1 writes a new baseline (after a deliberate change of the page).
    if (process.env.AGENTCONF_UPDATE_BASELINE) writeFileSync(baseline, shot);
    expect(different(shot, readFileSync(baseline))).toBeLessThanOrEqual(MAX_DIFFERENT);
    await page.evaluate(() => {
      document.querySelector('header')!.setAttribute('hidden', '');
    });
    expect(different(await page.screenshot(), readFileSync(baseline))).toBeGreaterThan(MAX_DIFFERENT);
    await page.close();
  }, 30_000);
});
