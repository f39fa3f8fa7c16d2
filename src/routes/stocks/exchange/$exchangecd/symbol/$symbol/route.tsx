import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { AppShell, type NavItem } from '@/ui/app-shell';

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

function StockArea() {
  const { session } = Route.useRouteContext();
  const params = Route.useParams();
  const { exchangecd, symbol } = params;
  const base = '/stocks/exchange/$exchangecd/symbol/$symbol';
  const nav: NavItem[] = [
    { label: 'Factor', to: `${base}/factor`, params },
    { label: 'X-factor', to: `${base}/xfactor`, params },
    { label: 'Company facts', to: `${base}/firmographics`, params },
    { label: 'Social sentiment', to: `${base}/social-sentiment`, params },
    { label: 'Financial strength', to: `${base}/fsi`, params },
  ];
  return (
    <AppShell
      home="/login"
      areaLabel={`${symbol} · ${exchangecd}`}
      nav={nav}
      actions={<SignOutButton session={session} />}
    >
      <Outlet />
    </AppShell>
  );
}
