import { z } from 'zod';
import { BROKER_IDS, LIVE_BROKER_IDS } from './adapter';

const iso = z.string().meta({ description: 'ISO 8601' });

export const brokerIdSchema = z.enum(BROKER_IDS, { error: 'Choose paper, zerodha or upstox' });

export const brokerListSchema = z
  .object({
    brokers: z.array(
      z.object({
        id: brokerIdSchema,
        name: z.string(),
        kind: z.enum(['paper', 'live']),
        configured: z.boolean(),
        note: z.string(),
        startingCashPaise: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'Paper only: the virtual cash a new paper account opens with' }),
      }),
    ),
  })
  .meta({ id: 'BrokerList' });

export const brokerLinkSchema = z
  .object({
    broker: brokerIdSchema,
    status: z.enum(['linked', 'expired']),
    linkedAt: iso,
    lastSyncAt: iso.nullable(),
    sessionExpiresAt: iso.nullable().meta({ description: 'Live brokers: the daily session end' }),
    paper: z.object({ cashPaise: z.number().int() }).nullable(),
    demo: z.boolean().meta({ description: 'Seeded demo data (local mode)' }),
  })
  .meta({ id: 'BrokerLink' });

export const linkAnswerSchema = z.object({ link: brokerLinkSchema.nullable() });

export const linkRequestSchema = z
  .object({ broker: brokerIdSchema })
  .strict()
  .meta({ id: 'BrokerLinkRequest' });

export const linkStartedSchema = z
  .union([
    brokerLinkSchema,
    z.object({
      redirectUrl: z.string().meta({ description: 'Live brokers: where the investor signs in' }),
    }),
  ])
  .meta({ id: 'BrokerLinkStarted' });

// What the broker's redirect brought back: Kite's request_token, Upstox's code (each 1-256
// URL-safe characters), and our state.
const token = (what: string) =>
  z
    .string({ error: `${what} is text` })
    .regex(/^[\w.~-]{1,256}$/, `${what} is 1 to 256 letters, digits, _, ., ~ or -`);

export const callbackRequestSchema = z
  .object({
    broker: z.enum(LIVE_BROKER_IDS, { error: 'Choose zerodha or upstox' }),
    state: z
      .string({ error: 'state is text' })
      .regex(/^[\w-]{32,64}$/, 'This sign-in link is not valid; start again'),
    requestToken: token('requestToken').optional(),
    code: token('code').optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.broker === 'zerodha' && body.requestToken === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['requestToken'],
        message: 'Zerodha sends a requestToken',
      });
    }
    if (body.broker === 'upstox' && body.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Upstox sends a code' });
    }
  })
  .meta({ id: 'BrokerCallback' });

export const advisorLinksSchema = z
  .object({
    links: z.array(
      z.object({
        investorId: z.string(),
        name: z.string().nullable(),
        broker: brokerIdSchema.nullable(),
        status: z.enum(['linked', 'expired', 'none']),
        lastSyncAt: iso.nullable(),
        needsRelogin: z.boolean(),
        demo: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdvisorBrokerLinks' });
