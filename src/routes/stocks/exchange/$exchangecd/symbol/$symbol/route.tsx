import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { roleOf } from '@/auth/permissions';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { NotificationsBell } from '@/features/notifications';
// The component's own file, not the feature's index, which would bring the watchlist screen.
import { AddToWatchlist } from '@/features/watchlists/components/add-to-watchlist';
import { StockPosition, StockTradeButtons } from '@/features/portfolio/components/stock-trade';
import { StockSearch } from '@/features/stocks';
import { StockPage } from '@/features/stocks/components/stock-page';
import { AppShell } from '@/ui/app-shell';
import { advisorNav } from '@/routes/advisor/-components/advisor-nav';
import { investorNav } from '@/routes/investor/-components/investor-nav';

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
                <StockTradeButtons
                  exchange={stock.exchange}
                  symbol={stock.symbol}
                  name={stock.name}
                  lastPrice={stock.quote?.close}
                />
              ) : null}
            </>
          ) : null
        }
        position={(stock) =>
          investor ? <StockPosition exchange={stock.exchange} symbol={stock.symbol} /> : null
        }
      >
        <Outlet />
      </StockPage>
    </AppShell>
  );
}
