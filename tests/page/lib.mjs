// Shared by the page tests and the benchmark: serve www/ on a free localhost port and drive the
// system Chromium through playwright-core (no browser is ever downloaded).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT = join(ROOT, 'tests', 'page', 'out');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Start tests/tools/serve.py on a free port; resolves to { url, close }. */
export async function serve() {
  if (!existsSync(join(ROOT, 'www', 'pkg', 'warnsdorff.js'))) {
    throw new Error('www/pkg is missing: build the wasm first (tests/tools/build.sh or make build)');
  }
  const proc = spawn('python3', [join(ROOT, 'tests', 'tools', 'serve.py'), '--port', '0', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let buf = '';
    proc.stdout.on('data', (d) => {
      buf += d;
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve(buf.slice(0, nl).trim());
    });
    proc.on('exit', (code) => reject(new Error(`serve.py exited with ${code}`)));
  });
  return { url, close: () => proc.kill() };
}

/** Chromium with a fresh profile; resolves to { context, close }. */
export async function browser() {
  const profile = mkdtempSync(join(tmpdir(), 'warnsdorff-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 1000 },
  });
  return {
    context,
    close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); },
  };
}

/** A page that records console errors and uncaught exceptions in `page.errors`. */
export async function open(context, url) {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return page;
}

export async function shot(page, name) {
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
