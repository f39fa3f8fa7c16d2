import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import {
  isTradeHistoryTab,
  TRADE_HISTORY_TABS,
  type TradeHistoryTab,
} from '../model/trade-history-tab';
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

/**
 * Orders, trades, the cash ledger and the tax report as tabs. Arrow keys move between them and
 * Enter or Space opens one (manual activation, WAI-ARIA APG: each tab fetches when first
 * opened, so arrowing past one should not load it). The tabs recipe comes with this chunk, not
 * the slim theme.
 */
export function TradeHistoryScreen({ tab, onTab, investorName }: TradeHistoryScreenProps) {
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={tab}
      onValueChange={({ value }) => {
        if (isTradeHistoryTab(value)) onTab(value);
      }}
      activationMode="manual"
      lazyMount
      colorPalette="purple"
    >
      <Tabs.List overflowX="auto" overflowY="hidden" mb={5} _print={{ display: 'none' }}>
        {TRADE_HISTORY_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} flexShrink={0}>
            {labels[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="orders">
        <TradeHistoryOrders />
      </Tabs.Content>
      <Tabs.Content value="trades">
        <TradeHistoryTrades />
      </Tabs.Content>
      <Tabs.Content value="cash">
        <TradeHistoryCash />
      </Tabs.Content>
      <Tabs.Content value="tax">
        <TaxReport investorName={investorName} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
