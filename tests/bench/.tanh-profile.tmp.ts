import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { removeDataDir, startAppServer } from '../e2e/support/app-server';
import { DEMO, signIn } from '../e2e/support/auth-flows';
import { launchBrowser, newPhoneContext } from '../e2e/support/browser';

const server = await startAppServer();
const browser = await launchBrowser();
try {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await signIn(page, server.url, DEMO.advisor.username, DEMO.advisor.password);
  await page.waitForURL('**/advisor/**', { timeout: 60_000 });
  await page.goto(`${server.url}/advisor/tanh`);
  await page.getByTestId('histogram-squashed').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.getByRole('slider', { name: /^Value/ }).focus();
  await cdp.send('Profiler.start');
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press(i < 10 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForTimeout(150);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const m = url.match(/\/assets\/([^?]+\.js)$/);
      try { maps.set(url, m ? new TraceMap(readFileSync(`dist/assets/${m[1]}.map`, 'utf8')) : null); } catch { maps.set(url, null); }
    }
    return maps.get(url);
  };
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = profile.timeDeltas as number[];
  const self = new Map<number, number>();
  profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const label = (n: any) => {
    const f = n.callFrame;
    const map = f.url ? mapOf(f.url) : null;
    if (map) {
      const o = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
      return `${o.name ?? f.functionName ?? '?'} ${o.source?.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/')}:${o.line}`;
    }
    return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  };
  const selfBy = new Map<string, number>();
  const inclBy = new Map<string, number>();
  for (const [id, t] of self) {
    const l = label(nodes.get(id));
    selfBy.set(l, (selfBy.get(l) ?? 0) + t);
    const seen = new Set<string>();
    let cur: number | undefined = id;
    while (cur !== undefined) {
      const ll = label(nodes.get(cur));
      if (!seen.has(ll)) { seen.add(ll); inclBy.set(ll, (inclBy.get(ll) ?? 0) + t); }
      cur = parent.get(cur);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  console.log('SELF\n' + top(selfBy, 25));
  const pkg = new Map<string, number>();
  for (const [k, v] of selfBy) { const m = k.match(/nm\/((@[^/]+\/)?[^/]+)/); const key = m ? m[1]! : k.includes('src/') ? k.split(' ')[1]!.replace(/:\d+$/, '') : k; pkg.set(key, (pkg.get(key) ?? 0) + v); }
  console.log('\nBY PACKAGE\n' + top(pkg, 25));
  console.log('\nINCLUSIVE (all)\n' + top(inclBy, 60));
  if (0) console.log('\nINCLUSIVE (src only)\n' + top(new Map([...inclBy].filter(([k]) => k.includes('src/'))), 50));
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
