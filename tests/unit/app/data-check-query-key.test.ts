import { describe, expect, it } from 'vitest';
import { DATA_CHECK_QUERY_KEY } from '@/app/startup/create-app-startup';
import { dailyDataCheckQueryOptions } from '@/features/market/api/get-daily-data-check';

describe("startup's data check", () => {
  it("is handed to the screens' query under that query's own key", () => {
    expect(DATA_CHECK_QUERY_KEY).toEqual(dailyDataCheckQueryOptions().queryKey);
  });
});
