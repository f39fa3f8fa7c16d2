import { launchBrowser } from '../e2e/support/browser';
import { removeDataDir, startAppServer } from '../e2e/support/app-server';
import { benchArchive } from './archive';
import { benchBacktest } from './backtest';
import { describeBacktestPage, measureBacktestPage } from './backtest-page';
import { benchFactorRecompute } from './factor-recompute';
import { measureBundles, measureChartChunk } from './bundle-size';
import { describeCacheBench, measureCache } from './cache';
import { buildReference } from './reference/build';
import { startReferenceServer } from './reference/server';
import {
  CPU_THROTTLE,
  describeStartTimes,
  measureStartTimes,
  projectTarget,
  referenceTarget,
} from './start-times';
import { describeDocumentUploadBench, measureDocumentUpload } from './document-upload';
import { describeGoalPlanWorker, measureGoalPlanWorker } from './goal-plan-worker';
import { describeHoldingsPaint, measureHoldingsPaint } from './holdings-paint';
import { describeInvestorDetailsPaint, measureInvestorDetailsPaint } from './investor-details-page';
import { appTargets, describeLighthouse, measureLighthouse, referenceTargets } from './lighthouse';
import { describeOutboxOverhead, measureOutboxOverhead } from './outbox-overhead';
import { describeSearchKeystroke, measureSearchKeystroke } from './search-keystroke';
import { benchGoalsBasketsModels } from './goals-baskets-models';
import { benchCrmSearch } from './crm-search';
import { describeCrmBoardPaint, measureCrmBoardPaint } from './crm-board';
import { benchPortfolio } from './portfolio';
import { benchScans } from './scans';
import { benchTanh } from './tanh';
import { describeTanhPage, measureTanhPage } from './tanh-page';
import { benchModelPush } from './model-push';
import { benchBookApi } from './book-api';
import { benchChat } from './chat';
import { benchCrmImport } from './crm-import';
import { benchWritePath } from './write-load';

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

    const chart = measureChartChunk('dist');
    console.log(
      chart
        ? `  chart library (lazy chunk)  ${fmt(chart.gzipKiB)} KiB, loaded only with a chart`
        : '  chart library: no chunk of its own in the build (check the lazy import)',
    );

    // Before the browser section, which stops the server at its end.
    await benchArchive(server.url);
    // Issue 14: scan latency against the same server (its frame warmed by the load's job).
    await benchScans(server.url);
    // Its own PGlite folder with the demo archive (issue 12, factor engine).
    await benchFactorRecompute();
    // Its own PGlite folder with the demo archive, the runner and its worker thread (issue 14).
    await benchBacktest();
    // Its own server (PGlite, identity emulator, demo profiles) in a second process.
    await benchWritePath();
    // The same, with two years of paper trading and 5,000 trades of neha@.
    await benchPortfolio();
    // Pure computations of issue 13 (minimum investment, goal Monte Carlo).
    benchGoalsBasketsModels();
    // Issue 17: the CRM search over 10,000 contacts, 2,000 leads, 20,000 interactions (pure).
    benchCrmSearch();
    // Issue 16: the calibration screen's recompute per slider move (node, demo factor day).
    await benchTanh();
    // Issue 16: a model pushed to 500 clients, and its update (bench-only PGlite folder).
    await benchModelPush();
    // Issue 15: the client book API with 500 clients (bench-only PGlite folder, own process).
    await benchBookApi();
    // Issue 18: chat end to end and 200 sockets on one process (bench-only PGlite, own process).
    await benchChat();
    // Issue 17: 10,000 contacts imported through the real server (bench-only PGlite, own process).
    await benchCrmImport();

    const browser = await launchBrowser();
    try {
      console.log('\nResponse cache (real src/cache code in Chromium)');
      for (const line of describeCacheBench(await measureCache(browser, server.url))) {
        console.log(`  ${line}`);
      }

      console.log('\nOutbox on an online write (real src/outbox in Chromium, real server)');
      for (const line of describeOutboxOverhead(await measureOutboxOverhead(browser, server.url))) {
        console.log(`  ${line}`);
      }

      console.log('\nDocument upload (a 4 MB photo compressed in Chromium, sent to the server)');
      for (const line of describeDocumentUploadBench(
        await measureDocumentUpload(browser, server.url),
      )) {
        console.log(`  ${line}`);
      }

      console.log('\nHoldings screen (issue 11)');
      console.log(`  ${describeHoldingsPaint(await measureHoldingsPaint(browser, server.url))}`);

      console.log('\nInvestor details screen (issue 15)');
      console.log(
        `  ${describeInvestorDetailsPaint(await measureInvestorDetailsPaint(browser, server.url))}`,
      );

      console.log('\nLeads board (issue 17)');
      console.log(`  ${describeCrmBoardPaint(await measureCrmBoardPaint(browser, server.url))}`);

      console.log('\nStock search in the app bar (issue 12)');
      console.log(
        `  ${describeSearchKeystroke(await measureSearchKeystroke(browser, server.url))}`,
      );

      console.log('\nGoal plan in a Web Worker (issue 13)');
      for (const line of describeGoalPlanWorker(await measureGoalPlanWorker(browser, server.url))) {
        console.log(`  ${line}`);
      }

      console.log('\nPast performance screen while a backtest runs (issue 14)');
      for (const line of describeBacktestPage(await measureBacktestPage(browser, server.url))) {
        console.log(`  ${line}`);
      }

      console.log('\nScore calibration screen as the sliders move (issue 16)');
      for (const line of describeTanhPage(await measureTanhPage(browser, server.url))) {
        console.log(`  ${line}`);
      }

      // Issue 19: the bare-stack reference, built and served here, measured in the same run.
      await buildReference();
      const reference = await startReferenceServer();
      try {
        // Lighthouse (its own Chrome per run) before the start times, which stop the server.
        console.log('\nLighthouse, mobile preset, median of 3, against the reference (issue 19)');
        const references = referenceTargets(reference.url);
        const scores = await measureLighthouse([...references, ...appTargets(server.url)]);
        const lines = describeLighthouse(
          scores.slice(references.length),
          scores.slice(0, references.length),
        );
        for (const line of lines) console.log(`  ${line}`);

        const startTimes = await measureStartTimes(browser, {
          reference: referenceTarget(reference),
          project: projectTarget(server.url, () => server.stop()),
        });
        console.log(
          `\nStart times in Chromium, ${CPU_THROTTLE}x CPU throttling, median of ${startTimes.runs}: the project against the bare-stack reference (tests/bench/reference), same run`,
        );
        for (const line of describeStartTimes(startTimes.times)) console.log(`  ${line}`);
      } finally {
        await reference.stop();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

await main();
