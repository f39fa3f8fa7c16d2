import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { defaultRuntime, brokerList, type BrokerRuntime } from './brokers';
import {
  advisorLinksSchema,
  brokerListSchema,
  callbackRequestSchema,
  linkAnswerSchema,
  linkRequestSchema,
  linkStartedSchema,
  brokerLinkSchema,
} from './schema';
import { advisorLinks } from './advisor-links';
import { brokerLinkOf, completeLink, startLink, unlink } from './service';

const TAG = 'Broker link';
const NAMES = { paper: 'the paper broker', zerodha: 'Zerodha', upstox: 'Upstox' } as const;

/**
 * The broker link of onboarding (issue 10): the brokers this server offers, the investor's link,
 * linking (paper at once, live brokers by their sign-in and its redirect), unlinking, and the
 * adviser's view of their investors' links. `runtime` is the network and clock (tests replay
 * recorded broker answers).
 */
export function brokerRoutesWith(runtime: BrokerRuntime): GatewayRoute[] {
  return [
    readRoute({
      method: 'GET',
      path: '/api/brokers',
      operationId: 'listBrokers',
      summary: 'The brokers an investor can link here, and whether each is set up on this server',
      tag: TAG,
      access: ['I', 'A'],
      response: { description: 'Paper first, then the live brokers', schema: brokerListSchema },
      handler: ({ deps }) => Promise.resolve(brokerList(deps.config.broker, runtime)),
    }),
    readRoute({
      method: 'GET',
      path: '/api/investor/broker',
      operationId: 'getBrokerLink',
      summary: 'The investor’s broker link: broker, status, last sync, session expiry',
      description: 'A live broker’s link is `expired` once its daily session has ended.',
      tag: TAG,
      access: ['I'],
      response: { description: 'The link, or null', schema: linkAnswerSchema },
      handler: async ({ caller, deps }) => ({
        link: await brokerLinkOf(deps.db.orm, caller.sub, runtime.now()),
      }),
    }),
    writeRoute({
      method: 'POST',
      path: '/api/investor/broker/link',
      operationId: 'linkBroker',
      summary: 'Links the paper broker (201), or starts signing in to a live broker',
      description:
        'Paper: 201 with the link (a paper account with virtual cash) and onboarding is complete. ' +
        'A live broker set up here: 200 with `redirectUrl`, its sign-in page; the broker sends ' +
        'the investor back to the callback.',
      tag: TAG,
      access: ['I'],
      idempotency: 'optional',
      body: linkRequestSchema,
      problems: {
        409: 'The risk profile is not done yet, or another broker is linked',
        422: 'That broker is not set up on this server (or the Idempotency-Key was used for another request)',
      },
      response: {
        status: 201,
        description: 'The link, or where to sign in',
        schema: linkStartedSchema,
      },
      handler: async ({ caller, body, tx, deps }) => {
        const started = await startLink(tx, caller, body.broker, {
          config: deps.config.broker,
          runtime,
        });
        if (started.kind === 'redirect') {
          return {
            status: 200,
            body: { redirectUrl: started.redirectUrl },
            audit: {
              entity: 'broker_link',
              entityId: started.broker,
              action: `Started signing in to ${NAMES[started.broker]}`,
            },
          };
        }
        return {
          status: 201,
          body: started.link,
          audit: { entity: 'broker_link', entityId: 'paper', action: 'Linked the paper broker' },
        };
      },
    }),
    writeRoute({
      method: 'POST',
      path: '/api/investor/broker/callback',
      operationId: 'completeBrokerLink',
      summary: 'Completes a live broker’s sign-in with what its redirect brought back',
      description:
        '`state` must be the one the link request issued to this investor for this broker, ' +
        'within 15 minutes, once. Zerodha sends `requestToken`, Upstox `code`.',
      tag: TAG,
      access: ['I'],
      idempotency: 'optional',
      body: callbackRequestSchema,
      problems: {
        400: 'Invalid input, a state this server did not issue, or the broker refused the sign-in',
        409: 'The risk profile is not done yet, or another broker is linked',
        422: 'That broker is not set up on this server (or the Idempotency-Key was used for another request)',
        503: 'The broker could not be reached just now',
      },
      response: { status: 201, description: 'The link', schema: brokerLinkSchema },
      handler: async ({ caller, body, tx, deps }) => {
        const link = await completeLink(tx, caller, body, { config: deps.config.broker, runtime });
        return {
          status: 201,
          body: link,
          audit: {
            entity: 'broker_link',
            entityId: body.broker,
            action: `Linked ${NAMES[body.broker]}`,
          },
        };
      },
    }),
    writeRoute({
      method: 'DELETE',
      path: '/api/investor/broker',
      operationId: 'unlinkBroker',
      summary: 'Unlinks the investor’s broker (a paper account keeps its cash for a later link)',
      tag: TAG,
      access: ['I'],
      idempotency: 'optional',
      response: { status: 200, description: 'No link now', schema: linkAnswerSchema },
      handler: async ({ caller, tx }) => {
        const broker = await unlink(tx, caller);
        return {
          status: 200,
          body: { link: null },
          audit: {
            entity: 'broker_link',
            entityId: broker,
            action: broker ? `Unlinked ${NAMES[broker]}` : 'Unlinked a broker (none was linked)',
          },
        };
      },
    }),
    readRoute({
      method: 'GET',
      path: '/api/advisor/broker-links',
      operationId: 'listClientBrokerLinks',
      summary: 'The adviser’s investors’ broker links, those that need a new sign-in first',
      tag: TAG,
      access: ['A'],
      response: { description: 'One entry per investor of the caller', schema: advisorLinksSchema },
      handler: ({ caller, deps }) => advisorLinks(deps.db.orm, caller, runtime.now()),
    }),
  ];
}

export const brokerRoutes: GatewayRoute[] = brokerRoutesWith(defaultRuntime());
