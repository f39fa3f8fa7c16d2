import { describe, expect, it } from 'vitest';
import { measureBundles } from '../bench/bundle-size';
import { budgetViolations } from '../bench/route-budgets';

// Issue 19: the JavaScript a first visit to each route loads stays within its budget. Sizes are
// deterministic for a given build, unlike timings. The e2e global setup builds dist/ with npm
// start's script when it is missing or stale, so this reads the build of the current sources.

describe('first-visit JavaScript per route (gzip)', () => {
  it('keeps every route within its budget', () => {
    const sizes = measureBundles('dist');
    const routes = sizes.map((size) => size.route);
    // A broken route listing must not pass by measuring nothing.
    expect(routes).toEqual(expect.arrayContaining(['/login', '/investor/dashboard']));
    expect(budgetViolations(sizes)).toEqual([]);
  });
});
