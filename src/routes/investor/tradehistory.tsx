import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TradeHistoryScreen } from '@/features/portfolio/components/trade-history-screen';
import {
  isTradeHistoryTab,
  type TradeHistoryTab,
} from '@/features/portfolio/model/trade-history-tab';
import { PageFrame } from '@/ui/page-frame';

const title = 'Trade history';

export const Route = createFileRoute('/investor/tradehistory')({
  staticData: { title },
  // ?tab=tax opens the tax report; anything else, or nothing, the orders.
  validateSearch: (search: Record<string, unknown>): { tab?: TradeHistoryTab } =>
    isTradeHistoryTab(search.tab) ? { tab: search.tab } : {},
  component: InvestorTradehistoryScreen,
});

/** The profile the session read at sign-in (GET /api/user/profile) carries the name when set. */
const nameOf = (profile: object | null): string | null =>
  profile && 'name' in profile && typeof profile.name === 'string' && profile.name.trim()
    ? profile.name
    : null;

function InvestorTradehistoryScreen() {
  const { tab = 'orders' } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <PageFrame
      title={title}
      description="Your orders, trades, cash movements and capital gains for tax."
    >
      <TradeHistoryScreen
        tab={tab}
        onTab={(next) =>
          void navigate({ to: '/investor/tradehistory', search: { tab: next }, replace: true })
        }
        investorName={nameOf(session.profile())}
      />
    </PageFrame>
  );
}
