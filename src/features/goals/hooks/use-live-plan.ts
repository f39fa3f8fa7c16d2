import { startTransition, useEffect, useMemo, useState } from 'react';
import { runMonteCarlo } from '../model/monte-carlo-client';
import {
  planFigures,
  simulationOf,
  type PlanAssumption,
  type PlanFigures,
  type PlanNumbers,
} from '../model/plan-preview';

// The live plan beside the goal form. Typing never waits for it: the figures are worked out once
// typing pauses (debounced), and the chance comes from the Monte Carlo in a Web Worker
// (model/monte-carlo-client.ts), the previous run aborted when the inputs change. Both updates
// are transitions, so React renders the new plan and the fan chart in slices that leave the
// main thread free between them (issue 13, Bench: no main-thread task over 50 ms).

type Simulation = Awaited<ReturnType<typeof runMonteCarlo>>;

export type ChanceState =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: Simulation }
  | { state: 'failed' };

export interface LivePlan {
  figures: PlanFigures | null;
  chance: ChanceState;
  /** The inputs changed and the plan shown is the one before: say it is updating. */
  updating: boolean;
}

export const PLAN_DEBOUNCE_MS = 350;

type Key = [PlanNumbers, PlanAssumption, string];

export function useLivePlan(
  numbers: PlanNumbers | null,
  assumption: PlanAssumption | null,
  today: string,
): LivePlan {
  const key =
    numbers && assumption
      ? JSON.stringify([
          numbers,
          { expectedReturnBp: assumption.expectedReturnBp, volatilityBp: assumption.volatilityBp },
          today,
        ] satisfies Key)
      : null;
  const settled = useDebouncedKey(key);
  const figures = useMemo(() => {
    if (settled === null) return null;
    const [plan, assumed, day] = JSON.parse(settled) as Key;
    return planFigures(plan, assumed, day);
  }, [settled]);
  const [simulated, setSimulated] = useState<{ key: string; result: Simulation | null } | null>(
    null,
  );
  useEffect(() => {
    if (!figures || settled === null) return;
    const controller = new AbortController();
    runMonteCarlo(simulationOf(figures), { signal: controller.signal }).then(
      (result) => startTransition(() => setSimulated({ key: settled, result })),
      () => {
        if (!controller.signal.aborted) {
          startTransition(() => setSimulated({ key: settled, result: null }));
        }
      },
    );
    return () => controller.abort();
  }, [figures, settled]);

  const chance: ChanceState =
    figures === null
      ? { state: 'idle' }
      : simulated?.key !== settled
        ? { state: 'running' }
        : simulated.result
          ? { state: 'done', result: simulated.result }
          : { state: 'failed' };
  return { figures, chance, updating: key !== settled };
}

function useDebouncedKey(key: string | null): string | null {
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(key)), PLAN_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}
