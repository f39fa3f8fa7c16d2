import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { archiveReader } from '../../archive/read/reader';
import { documentStorageOf } from '../documents/storage';
import { accountOf, revokeSessions, saveNotificationChoices } from './account';
import { cancelDeletion, requestDeletion } from './deletion';
import { exportFiles, zipOf } from './export';
import { identityAdminOf, withIdentityService } from './identity';
import {
  accountAnswer,
  cancelledAnswer,
  deletionAnswer,
  deletionRequestBody,
  notificationChoicesBody,
  sessionsRevokedAnswer,
} from './schema';

const TAG = 'Account';

const istStamp = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/**
 * Account settings (issue 11, Deliver 8): the profile, notification choices, sign out on every
 * device, export all my data, and deleting the account. Two-step verification is the identity
 * service's own (Amplify, spec 5).
 */
export const accountRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/account',
    operationId: 'getAccount',
    summary: 'The account settings: profile, notification choices, sessions and deletion',
    tag: TAG,
    access: ['I'],
    frozenMayCall: true,
    response: { description: 'The account', schema: accountAnswer },
    handler: ({ caller, deps }) => accountOf(deps.db.orm, caller),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/account/notifications',
    operationId: 'saveNotificationChoices',
    summary: 'Replaces the notification choices (every topic, both channels)',
    description:
      'Security notices (signing out everywhere, deleting the account) are always e-mailed and ' +
      'are not a choice.',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: notificationChoicesBody,
    response: { status: 200, description: 'The saved choices', schema: notificationChoicesBody },
    handler: async ({ caller, body, tx }) => ({
      status: 200,
      body: await saveNotificationChoices(tx, caller.sub, body),
      audit: {
        entity: 'notification_preferences',
        entityId: caller.sub,
        action: 'Changed notification choices',
      },
    }),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    operationId: 'signOutEverywhere',
    summary: 'Signs the caller out on every device, this one included',
    description:
      'Every id token signed in until now is refused from now on (401 session_revoked), and ' +
      'the identity service revokes every refresh token, so no device gets new ones.',
    tag: TAG,
    access: ['I', 'A'],
    frozenMayCall: true,
    idempotency: 'optional',
    problems: { 503: 'The identity service did not answer; nothing changed' },
    response: {
      status: 200,
      description: 'When the sessions ended',
      schema: sessionsRevokedAnswer,
    },
    handler: async ({ caller, tx, deps }) => {
      const at = await revokeSessions(tx, caller.sub, new Date());
      const admin = identityAdminOf(deps.config);
      // In the transaction: if the identity service fails, the refusal rolls back with it.
      if (admin) await withIdentityService(() => admin.signOutEverywhere(caller.sub));
      return {
        status: 200,
        body: { sessionsRevokedAt: at.toISOString() },
        audit: { entity: 'session', entityId: null, action: 'Signed out on every device' },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/account/export',
    operationId: 'exportAccountData',
    summary: 'Everything the app holds about the investor, as a zip of JSON, CSV and documents',
    tag: TAG,
    access: ['I'],
    frozenMayCall: true,
    response: {
      description: 'nivesh-data-YYYY-MM-DD.zip',
      schema: z.unknown(),
      file: ['application/zip'],
    },
    handler: async ({ caller, deps }) => {
      const now = new Date();
      const snapshot = await archiveReader(deps.db).snapshot();
      const files = await exportFiles(
        deps.db.orm,
        documentStorageOf(deps.config),
        caller,
        snapshot,
        now,
      );
      const zip = zipOf(files, now);
      return new Response(new Uint8Array(zip), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Length': String(zip.length),
          'Content-Disposition': `attachment; filename="nivesh-data-${istStamp(now)}.zip"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          Vary: 'Authorization',
        },
      });
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/account/deletion',
    operationId: 'requestAccountDeletion',
    summary: 'Asks for the account to be deleted after a 7-day grace',
    description:
      'DPDP Act 2023: personal data is erased after the grace unless cancelled; the records ' +
      'SEBI requires an adviser to keep (KYC, risk profiles, advice) are kept for five years, ' +
      'out of sight, then deleted. Asking again keeps the first date.',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: deletionRequestBody,
    response: {
      status: 202,
      description: 'When it will happen, and what is erased and kept',
      schema: deletionAnswer,
    },
    handler: async ({ caller, tx }) => {
      const answer = await requestDeletion(tx, caller.sub, new Date());
      return {
        status: 202,
        body: answer,
        audit: {
          entity: 'account',
          entityId: caller.sub,
          action: 'Asked for the account to be deleted',
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/investor/account/deletion',
    operationId: 'cancelAccountDeletion',
    summary: 'Cancels a pending deletion (nothing happens when none is pending)',
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    response: {
      status: 200,
      description: 'Whether a deletion was cancelled',
      schema: cancelledAnswer,
    },
    handler: async ({ caller, tx }) => {
      const cancelled = await cancelDeletion(tx, caller.sub);
      return {
        status: 200,
        body: { cancelled },
        audit: {
          entity: 'account',
          entityId: caller.sub,
          action: cancelled ? 'Cancelled the deletion of the account' : 'No deletion to cancel',
        },
      };
    },
  }),
];
