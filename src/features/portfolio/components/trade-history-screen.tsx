import { TabStrip } from '@/ui/tab-strip';
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

/**
 * Orders, trades, the cash ledger and the tax report as tabs. Arrow keys (and Home, End) move
 * between them and Enter or Space opens one (manual activation, WAI-ARIA APG: each tab fetches
 * when first opened, so arrowing past one should not load it); a tab opened once stays mounted,
 * hidden, so its filters and page are kept.
 */
export function TradeHistoryScreen({ tab, onTab, investorName }: TradeHistoryScreenProps) {
  return (
    <TabStrip
      tabs={TRADE_HISTORY_TABS}
      tab={tab}
      onTab={onTab}
      labels={labels}
      panel={(value) => panel(value, investorName)}
      activation="manual"
      listCss={{ _print: { display: 'none' } }}
    />
  );
}
