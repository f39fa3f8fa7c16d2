import { startServer } from '../../server/main';
import type { Step } from './steps';

export const startApiServer: Step = {
  title: 'start the API server and serve the PWA',
  async run(context) {
    const server = await startServer({ ...context.config, beforeListen: context.databaseTasks });
    context.cleanups.push(() => server.close());
    console.log(`Nivesh is running at ${server.url}`);
  },
};
