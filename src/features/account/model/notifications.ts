/**
 * Notification choices (issue 11, Deliver 8): which notices an investor gets, by topic and
 * channel. Security notices (signing out everywhere, deleting the account) are not a choice:
 * they always go to the e-mail address, so that someone who took over a session cannot hide
 * what they did.
 */

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_TOPICS = ['orders', 'dividends', 'alerts', 'adviser', 'research'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

export type ChannelChoices = Record<NoticeChannel, boolean>;
export type NotificationChoices = Record<NoticeTopic, ChannelChoices>;

export interface TopicInfo {
  label: string;
  description: string;
}

export const TOPIC_INFO: Record<NoticeTopic, TopicInfo> = {
  orders: {
    label: 'Orders',
    description: 'When an order fills, including limit and stop-loss orders filled later',
  },
  dividends: {
    label: 'Dividends',
    description: 'When a dividend is credited to your account, with any TDS taken',
  },
  alerts: {
    label: 'Price alerts',
    description: 'When a stock crosses a price alert you set on your watchlist',
  },
  adviser: {
    label: 'From your adviser',
    description: 'Suggestions, reviews and messages from your adviser',
  },
  research: {
    label: 'Market updates',
    description: 'Occasional market notes and research; never offers from third parties',
  },
};

export const CHANNEL_LABEL: Record<NoticeChannel, string> = { email: 'E-mail', sms: 'SMS' };

/** What a new investor gets: what they did and what their adviser says, not marketing. */
export const DEFAULT_CHOICES: NotificationChoices = {
  orders: { email: true, sms: true },
  dividends: { email: true, sms: false },
  alerts: { email: true, sms: false },
  adviser: { email: true, sms: false },
  research: { email: false, sms: false },
};

/** The stored choices over the defaults: a topic or channel added later starts at its default. */
export function choicesWithDefaults(stored: unknown): NotificationChoices {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const result = {} as NotificationChoices;
  for (const topic of NOTICE_TOPICS) {
    const saved = (record as Record<string, unknown>)[topic];
    const channels = typeof saved === 'object' && saved !== null ? saved : {};
    result[topic] = { ...DEFAULT_CHOICES[topic] };
    for (const channel of NOTICE_CHANNELS) {
      const value = (channels as Record<string, unknown>)[channel];
      if (typeof value === 'boolean') result[topic][channel] = value;
    }
  }
  return result;
}

/** The channels a notice of `topic` goes out on; SMS to the mobile number on the account. */
export function channelsFor(
  choices: NotificationChoices,
  topic: NoticeTopic,
  contact: { email: string | null; phone: string | null },
): Array<{ channel: NoticeChannel; to: string }> {
  const out: Array<{ channel: NoticeChannel; to: string }> = [];
  if (choices[topic].email && contact.email) out.push({ channel: 'email', to: contact.email });
  if (choices[topic].sms && contact.phone) out.push({ channel: 'sms', to: contact.phone });
  return out;
}
