// "Add all to watchlist" (issue 14, Deliver 2): which of a scan's stocks go to a list. The
// watchlists API keeps a stock once per list and at most `maxItems` a list, so stocks already
// there are skipped and the rest fill the room left, in the table's order.

export interface ListForPlan {
  items: ReadonlyArray<{ exchange: string; symbol: string }>;
}

export interface AddPlan {
  add: string[];
  /** In the list already. */
  already: number;
  /** Left out because the list is full. */
  leftOut: number;
}

export function planAddAll(
  list: ListForPlan | null,
  symbols: readonly string[],
  maxItems: number,
): AddPlan {
  const have = new Set(
    (list?.items ?? []).filter((item) => item.exchange === 'NSE').map((item) => item.symbol),
  );
  const unique = [...new Set(symbols)];
  const fresh = unique.filter((symbol) => !have.has(symbol));
  const room = Math.max(0, maxItems - (list?.items.length ?? 0));
  return {
    add: fresh.slice(0, room),
    already: unique.length - fresh.length,
    leftOut: Math.max(0, fresh.length - room),
  };
}

/** What the screen says after adding. */
export function addedText(plan: AddPlan, listName: string, queued: boolean): string {
  const count = plan.add.length;
  const parts = [
    count === 0
      ? `Nothing new to add to ${listName}`
      : `Added ${count === 1 ? '1 stock' : `${count} stocks`} to ${listName}`,
  ];
  if (plan.already > 0) parts.push(`${plan.already} already there`);
  if (plan.leftOut > 0) parts.push(`${plan.leftOut} left out: the list is full`);
  const sentence = `${parts.join('; ')}.`;
  return queued && count > 0
    ? `${sentence} Saved on this device, sent when you are back online.`
    : sentence;
}
