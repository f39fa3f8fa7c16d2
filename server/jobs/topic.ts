import type { z } from 'zod';

/** A kind of job and the shape of its payload, checked when enqueued and again when run. */
export interface Topic<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly schema: S;
}

export type TopicPayload<T extends Topic> = z.output<T['schema']>;

// Lower-case words joined by '.', '-' or ':'; names stay readable in the jobs table and logs.
const NAME = /^[a-z][a-z0-9]*(?:[.:-][a-z0-9]+)*$/;

export function checkJobName(kind: 'topic' | 'subscriber', name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid job ${kind} name "${name}" (e.g. data.updated)`);
  return name;
}

export const defineTopic = <S extends z.ZodType>(name: string, schema: S): Topic<S> => ({
  name: checkJobName('topic', name),
  schema,
});
