/**
 * npm start: everything a user needs on one machine, in order. Later issues add their steps
 * here (start the identity emulator before the server, seed demo data as a database task).
 */
import { loadConfig } from '../server/env';
import { startApiServer } from './lib/api-server-step';
import { buildIfStale } from './lib/build-if-stale';
import { startIdentity } from './lib/identity-step';
import { PROJECT_ROOT } from './lib/project-root';
import { SEED_TASKS } from './lib/seed';
import { errorMessage, runSteps, stopOnSignals, type Step, type StepContext } from './lib/steps';

const steps: Step[] = [buildIfStale, startIdentity, startApiServer];

try {
  const config = loadConfig();
  const context: StepContext = {
    root: PROJECT_ROOT,
    config,
    databaseTasks: SEED_TASKS.filter((task) => !task.localOnly || config.appMode === 'local').map(
      (task) => (db) => task.run(db),
    ),
    cleanups: [],
  };
  stopOnSignals(context);
  await runSteps(steps, context);
} catch (error) {
  console.error(`npm start failed: ${errorMessage(error)}`);
  process.exit(1);
}
