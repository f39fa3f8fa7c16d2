import { launchBrowser } from '../e2e/support/browser';
import { removeDataDir, startAppServer } from '../e2e/support/app-server';
import { benchArchive } from './archive';
import { measureBundles } from './bundle-size';
import { measureStartTimes } from './start-times';

// npm run bench: sizes and speeds measured against the issues' budgets. It prints; it never fails
// a test run (timings are not pass/fail material, DEVELOPERS.md).

const fmt = (n: number) => n.toFixed(1);

async function main() {
  const server = await startAppServer();
  try {
    console.log('\nJavaScript a first visit loads (gzip)');
    for (const row of measureBundles('dist')) {
      const verdict =
        row.budgetKiB === undefined
          ? ''
          : row.gzipKiB <= row.budgetKiB
            ? ' within budget'
            : ' OVER BUDGET';
      const budget = row.budgetKiB === undefined ? '' : ` / budget ${row.budgetKiB} KiB`;
      console.log(
        `  ${row.route.padEnd(26)} ${fmt(row.gzipKiB)} KiB in ${row.files} files${budget}${verdict}`,
      );
    }

    // Before the browser section, which stops the server at its end.
    await benchArchive(server.url);

    const browser = await launchBrowser();
    try {
      const times = await measureStartTimes(browser, server.url, () => server.stop());
      console.log(
        `\nStart of /login in Chromium, ${times.cpuThrottle}x CPU throttling, median of ${times.runs}`,
      );
      console.log(`  cold (no cache, no service worker)  ${fmt(times.cold)} ms`);
      console.log(`  warm (service worker)               ${fmt(times.warm)} ms`);
      console.log(`  offline (server stopped)            ${fmt(times.offline)} ms`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

await main();
