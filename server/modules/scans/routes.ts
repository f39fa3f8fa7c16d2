import { z } from 'zod';
import { MAX_SAVED_SCANS, SCAN_TIME_LIMIT_MS } from '../../../src/features/scans/model/contract';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { deletedAnswer, scanAnswer, scanCreateBody, scansAnswer, scanUpdateBody } from './schema';
import { createScan, deleteScan, markScanSeen, scansOf, updateScan } from './service';

const TAG = 'Scans';

const scanParam = z.object({
  scanId: z.uuid({ error: 'A scan id is a UUID' }).meta({ description: 'The saved scan’s id' }),
});

const now = () => new Date();
const NOT_FOUND = { 404: 'No such saved scan in this account' } as const;
const INVALID =
  'invalid_scan: the scan is not valid; position (offset, length, line, column), expected and ' +
  'suggestion say where and what was meant. Or a field the contract refuses, named by field';
const TIMEOUT = `scan_timeout: the scan ran longer than ${SCAN_TIME_LIMIT_MS} ms and was stopped`;

/**
 * Saved scans (issue 14, Deliver 2), for investors and advisers alike: up to 50 named scans a
 * user, each run by the server when saved and again after every data update, which tells the
 * user in the app when stocks match that did not before. Writes are made to be replayed from a
 * device's outbox: the client makes the id, and a PUT states the whole scan.
 */
export const scansRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/scans',
    operationId: 'listSavedScans',
    summary: 'The caller’s saved scans with their latest run and new matches, oldest first',
    tag: TAG,
    access: ['I', 'A'],
    response: { description: 'The saved scans', schema: scansAnswer },
    handler: ({ caller, deps }) => scansOf(deps.db.orm, caller.sub),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/scans',
    operationId: 'createSavedScan',
    summary: `Saves a scan (at most ${MAX_SAVED_SCANS}) and runs it at the latest close`,
    description:
      'The expression is stored as canonical text. lastRun is null while the scan cannot run ' +
      '(no market data, or factor scores being computed): the data-update job runs it then.',
    tag: TAG,
    access: ['I', 'A'],
    idempotency: 'optional',
    body: scanCreateBody,
    problems: {
      400: INVALID,
      409: `${MAX_SAVED_SCANS} scans already, a name in use (ignoring case), or the id is taken`,
      422: TIMEOUT,
    },
    response: { status: 201, description: 'The saved scan', schema: scanAnswer },
    handler: async ({ caller, body, tx, deps }) => {
      const scan = await createScan(tx, deps.db.orm, caller.sub, body, now());
      return {
        status: 201,
        body: scan,
        audit: { entity: 'saved_scan', entityId: scan.id, action: `Saved the scan ${scan.name}` },
      };
    },
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/scans/:scanId',
    operationId: 'updateSavedScan',
    summary: 'Sets a saved scan’s name and expression; a changed expression runs again',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    idempotency: 'optional',
    params: scanParam,
    body: scanUpdateBody,
    problems: {
      400: INVALID,
      ...NOT_FOUND,
      409: 'The name is in use by another scan',
      422: TIMEOUT,
    },
    response: { status: 200, description: 'The scan as changed', schema: scanAnswer },
    handler: async ({ caller, params, body, tx, deps }) => {
      const scan = await updateScan(tx, deps.db.orm, caller.sub, params.scanId, body, now());
      return {
        status: 200,
        body: scan,
        audit: { entity: 'saved_scan', entityId: scan.id, action: `Changed the scan ${scan.name}` },
      };
    },
  }),
  writeRoute({
    method: 'POST',
    path: '/api/scans/:scanId/seen',
    operationId: 'markSavedScanSeen',
    summary: 'Clears a saved scan’s new matches once the user has seen them',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    idempotency: 'optional',
    params: scanParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'The scan with no new matches', schema: scanAnswer },
    handler: async ({ caller, params, tx }) => {
      const scan = await markScanSeen(tx, caller.sub, params.scanId);
      return {
        status: 200,
        body: scan,
        audit: {
          entity: 'saved_scan',
          entityId: scan.id,
          action: `Saw the new matches of the scan ${scan.name}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'DELETE',
    path: '/api/scans/:scanId',
    operationId: 'deleteSavedScan',
    summary: 'Deletes a saved scan',
    tag: TAG,
    access: ['I', 'A'],
    owner: 'self',
    idempotency: 'optional',
    params: scanParam,
    problems: NOT_FOUND,
    response: { status: 200, description: 'Deleted', schema: deletedAnswer },
    handler: async ({ caller, params, tx }) => {
      const name = await deleteScan(tx, caller.sub, params.scanId);
      return {
        status: 200,
        body: { deleted: true },
        audit: {
          entity: 'saved_scan',
          entityId: params.scanId,
          action: `Deleted the scan ${name}`,
        },
      };
    },
  }),
];
