/**
 * An adviser's notification choices (issue 15, Deliver 6). Only notices the app really sends an
 * adviser are listed, each by the `kind` it writes to the in-app inbox
 * (server/modules/notifications): a client's answer to a suggestion
 * (server/modules/suggestions/investor.ts), a research call that closed
 * (server/modules/research/calls-close-job.ts) and new matches of a saved scan
 * (server/modules/scans/jobs.ts). Advisers get no e-mail or SMS notices yet, so in-app is the
 * one channel; KYC submissions and a daily digest send nothing today and are not offered.
 */

export const ADVISER_TOPICS = ['suggestion-answer', 'research-call', 'scan-matches'] as const;
export type AdviserTopic = (typeof ADVISER_TOPICS)[number];

export const ADVISER_CHANNELS = ['inApp'] as const;
export type AdviserChannel = (typeof ADVISER_CHANNELS)[number];

export type AdviserNotificationChoices = Record<AdviserTopic, Record<AdviserChannel, boolean>>;

export const ADVISER_TOPIC_INFO: Record<AdviserTopic, { label: string; description: string }> = {
  'suggestion-answer': {
    label: 'Suggestion answered',
    description: 'When a client accepts or declines a suggestion you sent, with their reason',
  },
  'research-call': {
    label: 'Research call closed',
    description: 'When one of your calls reaches its target or stop-loss, or its horizon ends',
  },
  'scan-matches': {
    label: 'New scan matches',
    description: 'When stocks newly match one of your saved scans after a data update',
  },
};

export const ADVISER_CHANNEL_LABEL: Record<AdviserChannel, string> = { inApp: 'In the app' };

/** Everything on: an adviser hears about their clients and their calls unless they say not. */
export const DEFAULT_ADVISER_CHOICES: AdviserNotificationChoices = {
  'suggestion-answer': { inApp: true },
  'research-call': { inApp: true },
  'scan-matches': { inApp: true },
};

export const isAdviserTopic = (kind: string): kind is AdviserTopic =>
  (ADVISER_TOPICS as readonly string[]).includes(kind);

/** The stored choices over the defaults; unknown topics and channels are ignored. */
export function adviserChoicesWithDefaults(stored: unknown): AdviserNotificationChoices {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const result = {} as AdviserNotificationChoices;
  for (const topic of ADVISER_TOPICS) {
    const saved = (record as Record<string, unknown>)[topic];
    const channels = typeof saved === 'object' && saved !== null ? saved : {};
    result[topic] = { ...DEFAULT_ADVISER_CHOICES[topic] };
    for (const channel of ADVISER_CHANNELS) {
      const value = (channels as Record<string, unknown>)[channel];
      if (typeof value === 'boolean') result[topic][channel] = value;
    }
  }
  return result;
}
