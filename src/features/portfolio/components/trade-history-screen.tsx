import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { TRADE_HISTORY_TABS, type TradeHistoryTab } from '../model/trade-history-tab';
import { TaxReport } from './tax-report-screen';
import { TradeHistoryCash } from './trade-history-cash';
import { TradeHistoryOrders } from './trade-history-orders';
import { TradeHistoryTrades } from './trade-history-trades';

export type { TradeHistoryTab };

const labels: Record<TradeHistoryTab, string> = {
  orders: 'Orders',
  trades: 'Trades',
  cash: 'Cash',
  tax: 'Tax P&L',
};

interface TradeHistoryScreenProps {
  tab: TradeHistoryTab;
  onTab: (tab: TradeHistoryTab) => void;
  /** For the tax statement's printed heading. */
  investorName: string | null;
}

const panel = (tab: TradeHistoryTab, investorName: string | null) => {
  switch (tab) {
    case 'orders':
      return <TradeHistoryOrders />;
    case 'trades':
      return <TradeHistoryTrades />;
    case 'cash':
      return <TradeHistoryCash />;
    case 'tax':
      return <TaxReport investorName={investorName} />;
  }
};

/** Which tab a key moves focus to from `index` (WAI-ARIA APG tabs, wrapping); none for others. */
const keyTarget = (key: string, index: number): number | null => {
  const last = TRADE_HISTORY_TABS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
};

/**
 * Orders, trades, the cash ledger and the tax report as tabs. Arrow keys (and Home, End) move
 * between them and Enter or Space opens one (manual activation, WAI-ARIA APG: each tab fetches
 * when first opened, so arrowing past one should not load it); a tab opened once stays mounted,
 * hidden, so its filters and page are kept. Plain buttons styled by Chakra's tabs recipe rather
 * than its Tabs component, whose state machine is about 11 KiB gzip of the first visit (issue 19).
 */
export function TradeHistoryScreen({ tab, onTab, investorName }: TradeHistoryScreenProps) {
  const styles = useSlotRecipe({ recipe: tabsSlotRecipe })({ variant: 'line', size: 'md' });
  const id = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const [visited, setVisited] = useState<ReadonlySet<TradeHistoryTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyTarget(event.key, index);
    if (target === null) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <chakra.div css={styles.root} colorPalette="purple" data-orientation="horizontal">
      <chakra.div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        overflowX="auto"
        overflowY="hidden"
        mb={5}
        _print={{ display: 'none' }}
      >
        {TRADE_HISTORY_TABS.map((value, index) => {
          const selected = value === tab;
          return (
            <chakra.button
              key={value}
              ref={(element: HTMLButtonElement | null) => {
                triggers.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${value}`}
              data-selected={selected ? '' : undefined}
              data-orientation="horizontal"
              tabIndex={selected ? 0 : -1}
              css={styles.trigger}
              flexShrink={0}
              onClick={() => {
                if (!selected) onTab(value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {labels[value]}
            </chakra.button>
          );
        })}
      </chakra.div>
      {TRADE_HISTORY_TABS.filter((value) => visited.has(value)).map((value) => (
        <chakra.div
          key={value}
          role="tabpanel"
          id={`${id}-panel-${value}`}
          aria-labelledby={`${id}-tab-${value}`}
          tabIndex={0}
          hidden={value !== tab}
          data-orientation="horizontal"
          css={styles.content}
        >
          {panel(value, investorName)}
        </chakra.div>
      ))}
    </chakra.div>
  );
}
