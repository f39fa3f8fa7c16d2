import { createLogger } from '../../server/logger';
import type { Step } from './steps';

/**
 * Local mode: cognito-local with the project's additions, before the API server, which then
 * trusts its keys and tells the web client its endpoint (GET /api/auth-config). Production uses
 * Amazon Cognito and starts nothing.
 */
export const startIdentity: Step = {
  title: 'start the identity emulator (local mode)',
  async run(context) {
    const { config } = context;
    if (config.appMode !== 'local') {
      console.log(`Identity: Amazon Cognito user pool ${config.identity.userPoolId}.`);
      return;
    }
    // Loaded only here: cognito-local is a devDependency, absent from a production install.
    const { startIdentityEmulator } = await import('../../server/identity/emulator');
    const emulator = await startIdentityEmulator({
      dataDir: config.dataDir,
      port: config.identity.emulatorPort,
      logger: createLogger(config.logLevel),
    });
    context.cleanups.push(() => emulator.close());
    context.config = { ...config, identity: { ...config.identity, endpoint: emulator.endpoint } };
    if (emulator.seeded.length > 0) {
      console.log(`Seeded demo accounts: ${emulator.seeded.join(', ')}.`);
    }
    console.log(
      `Identity emulator (cognito-local) at ${emulator.endpoint}; ` +
        'codes it would send are at /dev/mailbox.',
    );
  },
};
