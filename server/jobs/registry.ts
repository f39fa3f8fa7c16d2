import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { z } from 'zod';
import { checkJobName, type Topic } from './topic';

export interface JobContext {
  job: { id: string; topic: string; subscriber: string; attempt: number; maxAttempts: number };
  /** Jobs enqueued through it wake this process's worker once committed. */
  db: Database;
  logger: Logger;
  /** Aborted when this worker lost the job's lease (another may run it): stop early. */
  signal: AbortSignal;
}

export type JobHandler<S extends z.ZodType> = (
  payload: z.output<S>,
  context: JobContext,
) => Promise<void> | void;

/** Thrown (by a handler, or for a payload that no longer parses): fail now, no retry. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export interface Subscription {
  topic: Topic;
  name: string;
  maxAttempts: number | undefined;
  handle(payload: unknown, context: JobContext): Promise<void>;
}

export interface Schedule {
  topic: Topic;
  intervalMs: number;
  payload(slot: Date): unknown;
}

export interface JobRegistry {
  /** `name` identifies the subscriber's jobs in the table: keep it stable across releases. */
  subscribe<S extends z.ZodType>(
    topic: Topic<S>,
    name: string,
    handler: JobHandler<S>,
    options?: { maxAttempts?: number },
  ): void;
  /** Enqueues `topic` once per interval (slots aligned to the epoch) across all processes. */
  every<S extends z.ZodType>(
    topic: Topic<S>,
    intervalMs: number,
    payload: (slot: Date) => z.input<S>,
  ): void;
  /** Topics whose events this process completes: the declared ones and those used. */
  topics(): Topic[];
  subscriptions(topic?: string): Subscription[];
  schedules(): Schedule[];
}

/** One per worker (startServer makes the app's), never module state, so tests stay apart. */
export function createJobRegistry(declared: readonly Topic[] = []): JobRegistry {
  const topics = new Map<string, Topic>();
  const subscriptions: Subscription[] = [];
  const schedules: Schedule[] = [];

  const use = (topic: Topic) => {
    const known = topics.get(topic.name);
    // Two schemas under one name would let a handler receive payloads of the other shape.
    if (known && known !== topic) throw new Error(`Job topic ${topic.name} is defined twice`);
    topics.set(topic.name, topic);
  };
  declared.forEach(use);

  return {
    subscribe(topic, name, handler, options = {}) {
      use(topic);
      checkJobName('subscriber', name);
      if (subscriptions.some((s) => s.topic.name === topic.name && s.name === name)) {
        throw new Error(`${name} already subscribes to ${topic.name}`);
      }
      subscriptions.push({
        topic,
        name,
        maxAttempts: options.maxAttempts,
        handle: async (payload, context) => {
          const parsed = topic.schema.safeParse(payload);
          if (!parsed.success) {
            throw new PermanentJobError(
              `Payload does not fit ${topic.name}: ${parsed.error.message}`,
            );
          }
          await handler(parsed.data, context);
        },
      });
    },
    every(topic, intervalMs, payload) {
      if (!Number.isInteger(intervalMs) || intervalMs < 1) {
        throw new Error(`every(${topic.name}): the interval must be a positive whole number of ms`);
      }
      use(topic);
      schedules.push({ topic, intervalMs, payload });
    },
    topics: () => [...topics.values()],
    subscriptions: (topic) =>
      subscriptions.filter((s) => topic === undefined || s.topic.name === topic),
    schedules: () => [...schedules],
  };
}
