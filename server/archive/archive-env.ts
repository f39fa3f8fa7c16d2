import { z } from 'zod';
import { EnvError } from '../env';

/**
 * ARCHIVE_CORS_ORIGINS: space-separated origins allowed to read the archive API from a browser
 * when the archive runs on its own host (ARCHITECTURE.md: VITE_ARCHIVE_API_BASE), e.g.
 * `https://app.nivesh.example`. Unset: same-origin only, no CORS headers.
 */
const origin = z
  .string()
  .regex(
    /^https?:\/\/[^\s/;'",]+$/,
    'each ARCHIVE_CORS_ORIGINS entry must be an origin such as https://app.example.com',
  );

const schema = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim().split(/\s+/) : []))
  .pipe(z.array(origin));

export function archiveCorsOrigins(
  source: Record<string, string | undefined> = process.env,
): string[] {
  const parsed = schema.safeParse(source.ARCHIVE_CORS_ORIGINS);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message);
    throw new EnvError(
      `Invalid environment: ARCHIVE_CORS_ORIGINS: ${[...new Set(problems)].join('; ')}`,
    );
  }
  return parsed.data;
}
