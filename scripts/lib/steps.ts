import type { Database } from '../../server/db/database';
import type { ServerConfig } from '../../server/env';

/** What the steps of npm start / npm run reset share and hand to one another. */
export interface StepContext {
  root: string;
  config: ServerConfig;
  /** Run by the server step after migrations, before listening (PGlite has one owner). */
  databaseTasks: Array<(db: Database) => Promise<void>>;
  /** Stoppers for what steps started (server, emulator), run in reverse on exit. */
  cleanups: Array<() => Promise<void>>;
}

export interface Step {
  title: string;
  run(context: StepContext): Promise<void>;
}

export async function runCleanups(context: StepContext): Promise<void> {
  for (const cleanup of context.cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => {
      console.error(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

/** Runs steps in order; on failure, undoes what earlier steps started and rethrows. */
export async function runSteps(steps: readonly Step[], context: StepContext): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      await runCleanups(context);
      throw error;
    }
  }
}

/**
 * First SIGINT/SIGTERM stops everything cleanly (PGlite must close to free its folder) and
 * exits 0; a second one exits at once for when a cleanup hangs.
 */
export function stopOnSignals(context: StepContext): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    void runCleanups(context).then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
