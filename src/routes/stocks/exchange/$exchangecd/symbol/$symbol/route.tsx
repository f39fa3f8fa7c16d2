import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import * as z from 'zod/mini';
import { roleOf } from '@/auth/permissions';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { NotificationsBell } from '@/features/notifications';
// The component's own file, not the feature's index, which would bring the watchlist screen.
import { AddToWatchlist } from '@/features/watchlists/components/add-to-watchlist';
import { StockSearch } from '@/features/stocks';
import { StockPage } from '@/features/stocks/components/stock-page';
import { AppShell } from '@/ui/app-shell';
import type * as TradeModule from '@/features/portfolio/components/stock-trade';
import { advisorNav } from '@/routes/advisor/-components/advisor-nav';
import { investorNav } from '@/routes/investor/-components/investor-nav';

// Buy, Sell and the investor's position (with the portfolio's order rules) load beside the
// stock's own data, for investors only, not before the page can show (issue 19). Should the chunk
// fail (offline before it was ever cached), the page shows without them.
let trade: Promise<typeof TradeModule | null> | undefined;
const loadTrade = () =>
  (trade ??= import('@/features/portfolio/components/stock-trade').catch(() => {
    trade = undefined;
    return null;
  }));
const orNothing = <P,>(component: ComponentType<P> | undefined): ComponentType<P> =>
  component ?? (() => null);
const StockTradeButtons = lazy(() =>
  loadTrade().then((module) => ({ default: orNothing(module?.StockTradeButtons) })),
);
const StockPosition = lazy(() =>
  loadTrade().then((module) => ({ default: orNothing(module?.StockPosition) })),
);

const paramsSchema = z.object({
  exchangecd: z.enum(['NSE', 'BSE']),
  symbol: z.string().check(z.regex(/^[A-Z0-9&_-]{1,20}$/)),
});

// Spec 2 and 6: stock pages are open to investors and advisors.
export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol')({
  staticData: { roles: ['I', 'A'] },
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse({
        exchangecd: raw.exchangecd.toUpperCase(),
        symbol: raw.symbol.toUpperCase(),
      });
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: (params) => params,
  },
  component: StockArea,
});

/** A stock page sits in the frame of the user's own area, with that area's navigation. */
function StockArea() {
  const { session } = Route.useRouteContext();
  const { exchangecd, symbol } = Route.useParams();
  const investor = roleOf(session.profile()?.userType) === 'I';
  useEffect(() => {
    if (investor) void loadTrade();
  }, [investor]);
  return (
    <AppShell
      home={investor ? '/investor/dashboard' : '/advisor/marketoverview'}
      areaLabel={investor ? 'Investor' : 'Adviser'}
      nav={investor ? investorNav : advisorNav}
      actions={
        <>
          <NotificationsBell />
          <SignOutButton session={session} />
        </>
      }
      search={<StockSearch />}
    >
      <StockPage
        exchange={exchangecd}
        symbol={symbol}
        actions={(stock) =>
          // Paper trading is on NSE, for stocks still trading.
          investor ? (
            <>
              <AddToWatchlist exchange={stock.exchange} symbol={stock.symbol} name={stock.name} />
              {stock.exchange === 'NSE' && stock.status === 'active' ? (
                <Suspense fallback={null}>
                  <StockTradeButtons
                    exchange={stock.exchange}
                    symbol={stock.symbol}
                    name={stock.name}
                    lastPrice={stock.quote?.close}
                  />
                </Suspense>
              ) : null}
            </>
          ) : null
        }
        position={(stock) =>
          investor ? (
            <Suspense fallback={null}>
              <StockPosition exchange={stock.exchange} symbol={stock.symbol} />
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </StockPage>
    </AppShell>
  );
}
