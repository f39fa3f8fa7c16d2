/**
 * npm start: everything a user needs on one machine, in order. Later issues add their steps
 * here (start the identity emulator before the server, seed demo data as a database task).
 */
import { loadConfig } from '../server/env';
import { startApiServer } from './lib/api-server-step';
import { buildIfStale } from './lib/build-if-stale';
import { PROJECT_ROOT } from './lib/project-root';
import { SEED_TASKS } from './lib/seed';
import { errorMessage, runSteps, stopOnSignals, type Step, type StepContext } from './lib/steps';

const steps: Step[] = [buildIfStale, startApiServer];

try {
  const context: StepContext = {
    root: PROJECT_ROOT,
    config: loadConfig(),
    databaseTasks: SEED_TASKS.map((task) => (db) => task.run(db)),
    cleanups: [],
  };
  stopOnSignals(context);
  await runSteps(steps, context);
} catch (error) {
  console.error(`npm start failed: ${errorMessage(error)}`);
  process.exit(1);
}
