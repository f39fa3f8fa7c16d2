import { buildReference } from './build';
import { startReferenceServer } from './server';

// npx tsx tests/bench/reference/serve.ts [--no-build]: builds and serves the reference until ^C.
if (!process.argv.includes('--no-build')) await buildReference();
const server = await startReferenceServer();
console.log(`Reference app at ${server.url}/login`);
process.once('SIGINT', () => void server.stop().then(() => process.exit(0)));
