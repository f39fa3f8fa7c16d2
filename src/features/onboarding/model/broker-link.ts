import * as z from 'zod/mini';

// The broker link's shapes (server/modules/broker/schema.ts) and the pure rules the screens
// use: words for a status, money in rupees, and which sign-in pages the app may open.

export const BROKER_IDS = ['paper', 'zerodha', 'upstox'] as const;
export type BrokerId = (typeof BROKER_IDS)[number];
const brokerId = z.enum(BROKER_IDS);

export const brokerSchema = z.object({
  id: brokerId,
  name: z.string(),
  kind: z.enum(['paper', 'live']),
  configured: z.boolean(),
  note: z.string(),
  startingCashPaise: z.nullable(z.number()),
});
export type Broker = z.infer<typeof brokerSchema>;
export const brokerListSchema = z.object({ brokers: z.array(brokerSchema) });

export const brokerLinkSchema = z.object({
  broker: brokerId,
  status: z.enum(['linked', 'expired']),
  linkedAt: z.string(),
  lastSyncAt: z.nullable(z.string()),
  sessionExpiresAt: z.nullable(z.string()),
  paper: z.nullable(z.object({ cashPaise: z.number() })),
  demo: z.boolean(),
});
export type BrokerLink = z.infer<typeof brokerLinkSchema>;
export const linkAnswerSchema = z.object({ link: z.nullable(brokerLinkSchema) });

export const advisorLinkSchema = z.object({
  investorId: z.string(),
  name: z.nullable(z.string()),
  broker: z.nullable(brokerId),
  status: z.enum(['linked', 'expired', 'none']),
  lastSyncAt: z.nullable(z.string()),
  needsRelogin: z.boolean(),
  demo: z.boolean(),
});
export type AdvisorLink = z.infer<typeof advisorLinkSchema>;
export const advisorLinksSchema = z.object({ links: z.array(advisorLinkSchema) });

export const BROKER_NAMES: Record<BrokerId, string> = {
  paper: 'Paper trading',
  zerodha: 'Zerodha',
  upstox: 'Upstox',
};

export const LINK_STATUS_TEXT: Record<AdvisorLink['status'], string> = {
  linked: 'Linked',
  expired: 'Needs sign-in again',
  none: 'No broker yet',
};

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** Whole paise as rupees with lakh grouping: 100000000 -> "₹10,00,000". */
export const formatPaise = (paise: number): string => rupees.format(paise / 100);

/**
 * The only sign-in pages the app sends an investor to: a redirect the server names must be one
 * of the brokers' own https pages, never anything else.
 */
const SIGN_IN_ORIGINS = ['https://kite.zerodha.com', 'https://api.upstox.com'];
export function isBrokerSignInUrl(url: string): boolean {
  try {
    return SIGN_IN_ORIGINS.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

/** What a broker's redirect brought back to /investor/broker, or null when it is not one. */
export interface BrokerReturn {
  broker: 'zerodha' | 'upstox';
  state: string;
  requestToken?: string;
  code?: string;
}

export function brokerReturnOf(search: {
  request_token?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
}): BrokerReturn | null {
  const { request_token: requestToken, code, state } = search;
  if (!state) return null;
  if (requestToken) return { broker: 'zerodha', state, requestToken };
  if (code) return { broker: 'upstox', state, code };
  return null;
}
