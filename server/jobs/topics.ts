import { z } from 'zod';
import { defineTopic } from './topic';

/** What loaded the data; 'archive-load' when the loader did not say. */
export const DATA_SOURCES = ['market:advance', 'bhavcopy', 'demo', 'archive-load'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/**
 * An archive load committed and moved the data-update time (spec 7, dailydatacheck): price
 * alerts, SIP instalments and other follow-ups subscribe to it. `tradeDates` are the days the
 * load wrote; empty when a whole archive was generated at once.
 */
export const dataUpdated = defineTopic(
  'data.updated',
  z.object({
    countrycode: z.literal('IND'),
    updatedatetime: z.iso.datetime(),
    source: z.enum(DATA_SOURCES),
    tradeDates: z.array(z.iso.date()),
  }),
);

/** Every topic the app enqueues: a worker completes their events even with no subscriber. */
export const APP_TOPICS = [dataUpdated] as const;
