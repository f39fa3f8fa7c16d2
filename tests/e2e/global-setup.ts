import type { TestProject } from 'vitest/node';
import { removeDataDir, startAppServer } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

// One shared app for the browser tests, started with npm start's script (which builds when the
// build is missing or stale). Tests that stop a server start their own.
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
