import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  firstVisitRoutes,
  measureFirstVisits,
  type Manifest,
} from '../../bench/route-budgets';

// The first-visit size check of issue 19 (tests/e2e/bundle-budget.test.ts), on a made-up build.

const ROUTE_FILES = [
  'src/routes/__root.tsx',
  'src/routes/index.tsx',
  'src/routes/-components/root-layout.tsx',
  'src/routes/_public/route.tsx',
  'src/routes/_public/login.tsx',
  'src/routes/investor/route.tsx',
  'src/routes/investor/-components/investor-nav.ts',
  'src/routes/investor/dashboard.tsx',
  'src/routes/investor/baskets/index.tsx',
  'src/routes/stocks/$symbol/route.tsx',
  'src/routes/stocks/$symbol/factor.tsx',
];

describe('firstVisitRoutes', () => {
  it('lists each screen with its layouts and its budget', () => {
    expect(firstVisitRoutes(ROUTE_FILES)).toEqual([
      { route: '/login', routeFiles: ROUTE_FILES.slice(3, 5), budgetKiB: 180 },
      { route: '/', routeFiles: ['src/routes/index.tsx'], budgetKiB: 180 },
      {
        route: '/investor/baskets/',
        routeFiles: ['src/routes/investor/route.tsx', 'src/routes/investor/baskets/index.tsx'],
        budgetKiB: 220,
      },
      {
        route: '/investor/dashboard',
        routeFiles: ['src/routes/investor/route.tsx', 'src/routes/investor/dashboard.tsx'],
        budgetKiB: 220,
      },
      {
        route: '/stocks/$symbol/factor',
        routeFiles: ['src/routes/stocks/$symbol/route.tsx', 'src/routes/stocks/$symbol/factor.tsx'],
        budgetKiB: 220,
      },
    ]);
  });
});

// Sizes in KiB, so the sums read easily.
const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/index.css': 500,
  'assets/shared.js': 20,
  'assets/public.js': 5,
  'assets/login.js': 10,
  'assets/investor.js': 30,
  'assets/dashboard.js': 40,
  'assets/chart.js': 60,
};

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_style.css': { file: 'assets/index.css' },
  'src/routes/_public/route.tsx?tsr-split=component': { file: 'assets/public.js' },
  'src/routes/_public/login.tsx?tsr-split=component---loader': {
    file: 'assets/login.js',
    imports: ['index.html', '_shared.js'],
  },
  'src/routes/investor/route.tsx?tsr-split=component': {
    file: 'assets/investor.js',
    imports: ['_shared.js'],
  },
  'src/routes/investor/dashboard.tsx?tsr-split=component---loader': {
    file: 'assets/dashboard.js',
    imports: ['index.html', '_style.css'],
  },
  // Loaded lazily by the dashboard (a dynamic import is not in `imports`).
  'node_modules/lightweight-charts/dist/index.js': { file: 'assets/chart.js' },
};

const measure = (manifest: Manifest = MANIFEST) =>
  measureFirstVisits(manifest, firstVisitRoutes(ROUTE_FILES), (file) => {
    const size = SIZES[file];
    if (size === undefined) throw new Error(`no size for ${file}`);
    return size * 1024;
  });

describe('measureFirstVisits', () => {
  it('adds the entry, the route and layout chunks and their static imports, once each', () => {
    expect(measure()).toEqual([
      // entry 100 + shared 20 + public layout 5 + login 10
      { route: '/login', files: 4, gzipKiB: 135, budgetKiB: 180 },
      // A redirect with no chunk of its own is all in the entry.
      { route: '/', files: 2, gzipKiB: 120, budgetKiB: 180 },
      // No chunk for the index route in this build: its layout only.
      { route: '/investor/baskets/', files: 3, gzipKiB: 150, budgetKiB: 220 },
      // CSS and the lazily imported chart are not counted.
      { route: '/investor/dashboard', files: 4, gzipKiB: 190, budgetKiB: 220 },
      { route: '/stocks/$symbol/factor', files: 2, gzipKiB: 120, budgetKiB: 220 },
    ]);
  });

  it('refuses a manifest without an entry', () => {
    const { 'index.html': _entry, ...rest } = MANIFEST;
    expect(() => measure(rest)).toThrow(/no entry/);
  });
});

describe('budgetViolations', () => {
  const row = (route: string, gzipKiB: number, budgetKiB = 220) => ({
    route,
    files: 1,
    gzipKiB,
    budgetKiB,
  });

  it('names each route over its budget with its size and budget', () => {
    expect(
      budgetViolations([row('/login', 180, 180), row('/login', 181.26, 180), row('/a', 220)], {}),
    ).toEqual(['/login: 181.3 KiB gzip, over its budget of 180 KiB']);
  });

  it('holds a route with an interim ceiling to that ceiling, until it fits its budget', () => {
    const ceilings = { '/a': 240, '/b': 240, '/c': 240 };
    expect(budgetViolations([row('/a', 239), row('/b', 241), row('/c', 219)], ceilings)).toEqual([
      '/b: 241.0 KiB gzip, over its interim ceiling of 240 KiB (budget 220 KiB)',
      '/c: 219.0 KiB gzip, within its budget of 220 KiB: remove its interim ceiling',
    ]);
    expect(budgetViolations([row('/a', 219)], { '/gone': 230 })).toEqual([
      '/gone: has an interim ceiling but is not a route',
    ]);
  });
});
