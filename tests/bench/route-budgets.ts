// Pure part of the first-visit size check (issue 19): no Node imports, so the unit tests can run
// it on a small made-up manifest. bundle-size.ts feeds it the real build.

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Issue 19: the sign-in page and the other public pages 180 KiB, a signed-in screen 220 KiB. */
export const PUBLIC_BUDGET_KIB = 180;
export const SIGNED_IN_BUDGET_KIB = 220;

/**
 * Screens allowed over their budget for a while, each held to about the size it had (KiB gzip):
 * it may shrink, not grow, and the check says when one fits so its line can go. Empty since
 * every screen came within budget (issue 19: dialogs, popovers and parsers load on first use);
 * a feature that cannot fit at once adds its route here, with the reason in its note.
 */
export const INTERIM_CEILINGS_KIB: Readonly<Record<string, number>> = {};

export interface FirstVisit {
  /** The path as the router names it (pathless layouts dropped; an index route ends in /). */
  route: string;
  /** The route's file and the layout route files above it, outermost first (root excluded). */
  routeFiles: string[];
  budgetKiB: number;
}

const ROUTES_DIR = 'src/routes/';
const isRouteSource = (file: string) => /\.(tsx|ts)$/.test(file);
const withoutExtension = (file: string) => file.replace(/\.(tsx|ts)$/, '');

/**
 * Every screen a first visit can land on, from the route files (paths relative to the project,
 * such as `src/routes/investor/holdings.tsx`). TanStack's conventions: `__root` is the entry's,
 * a `-` prefix is not a route, `route.tsx` (or `dir.tsx`) is the layout of its folder, a `_`
 * prefix is a pathless layout, `index` is its folder's own page. A layout with children is
 * measured through them; a first visit to it alone loads no more than they do.
 */
export function firstVisitRoutes(files: string[]): FirstVisit[] {
  const routeFiles = files
    .filter((file) => file.startsWith(ROUTES_DIR) && isRouteSource(file))
    .filter(
      (file) =>
        !file
          .slice(ROUTES_DIR.length)
          .split('/')
          .some((s) => s.startsWith('-')),
    )
    .filter((file) => !/^__root\.tsx?$/.test(file.slice(ROUTES_DIR.length)))
    .sort();
  const known = new Set(routeFiles);
  const layoutOf = (dir: string) =>
    [`${dir}/route.tsx`, `${dir}/route.ts`, `${dir}.tsx`, `${dir}.ts`].find((f) => known.has(f));
  const folderOfLayout = (file: string) => {
    const path = withoutExtension(file);
    return path.endsWith('/route') ? path.slice(0, -'/route'.length) : path;
  };
  const hasChildren = (file: string) => {
    const folder = `${folderOfLayout(file)}/`;
    return routeFiles.some((other) => other !== file && other.startsWith(folder));
  };

  return routeFiles
    .filter((file) => !hasChildren(file))
    .map((file) => {
      const segments = withoutExtension(file.slice(ROUTES_DIR.length)).split('/');
      const layouts: string[] = [];
      for (let depth = 1; depth < segments.length; depth += 1) {
        const layout = layoutOf(ROUTES_DIR + segments.slice(0, depth).join('/'));
        if (layout && layout !== file) layouts.push(layout);
      }
      const last = segments.at(-1);
      const pathSegments = segments
        .slice(0, last === 'route' || last === 'index' ? -1 : undefined)
        .filter((segment) => !segment.startsWith('_'));
      const route = `/${pathSegments.join('/')}${last === 'index' && pathSegments.length > 0 ? '/' : ''}`;
      // Public: the pathless _public layout's pages and the root index (it redirects to /login).
      const isPublic = segments[0] === '_public' || file === `${ROUTES_DIR}index.tsx`;
      return {
        route,
        routeFiles: [...layouts, file],
        budgetKiB: isPublic ? PUBLIC_BUDGET_KIB : SIGNED_IN_BUDGET_KIB,
      };
    });
}

export interface FirstVisitSize {
  route: string;
  files: number;
  gzipKiB: number;
  budgetKiB: number;
}

/**
 * What a test reports: each route over its budget (or over its interim ceiling), and each interim
 * ceiling that is no longer needed, as one line naming the route, its size and its limit.
 */
export function budgetViolations(
  sizes: FirstVisitSize[],
  ceilings: Readonly<Record<string, number>> = INTERIM_CEILINGS_KIB,
): string[] {
  const kib = (value: number) => `${value.toFixed(1)} KiB`;
  const lines = sizes.flatMap(({ route, gzipKiB, budgetKiB }) => {
    const ceiling = ceilings[route];
    if (ceiling === undefined) {
      return gzipKiB > budgetKiB
        ? [`${route}: ${kib(gzipKiB)} gzip, over its budget of ${budgetKiB} KiB`]
        : [];
    }
    if (gzipKiB > ceiling) {
      return [
        `${route}: ${kib(gzipKiB)} gzip, over its interim ceiling of ${ceiling} KiB (budget ${budgetKiB} KiB)`,
      ];
    }
    return gzipKiB <= budgetKiB
      ? [
          `${route}: ${kib(gzipKiB)} gzip, within its budget of ${budgetKiB} KiB: remove its interim ceiling`,
        ]
      : [];
  });
  const measured = new Set(sizes.map((size) => size.route));
  for (const route of Object.keys(ceilings)) {
    if (!measured.has(route)) lines.push(`${route}: has an interim ceiling but is not a route`);
  }
  return lines;
}

/**
 * The JavaScript a first visit loads before the screen can show: the entry chunk, the split
 * chunks of the route and its layouts (autoCodeSplitting names them `file?tsr-split=...`), and
 * everything they import statically. Lazy imports (charts, parsers, the identity SDK) are left
 * out: they load later, and only where used. A route file with no chunk of its own (say a
 * redirect) is all in the entry.
 */
export function measureFirstVisits(
  manifest: Manifest,
  routes: FirstVisit[],
  gzipBytesOf: (file: string) => number,
): FirstVisitSize[] {
  const keys = Object.keys(manifest);
  const entryKeys = keys.filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length === 0) throw new Error('the build manifest names no entry chunk');
  const closure = (start: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    start.forEach(visit);
    return files;
  };
  return routes.map(({ route, routeFiles, budgetKiB }) => {
    const routeKeys = routeFiles.flatMap((file) =>
      keys.filter((key) => key === file || key.startsWith(`${file}?`)),
    );
    const files = [...closure([...entryKeys, ...routeKeys])].filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce((sum, file) => sum + gzipBytesOf(file), 0);
    return { route, files: files.length, gzipKiB: gzipBytes / 1024, budgetKiB };
  });
}
