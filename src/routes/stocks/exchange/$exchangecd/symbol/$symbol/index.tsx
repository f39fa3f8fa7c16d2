import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2: the stock page's default child is factor.
export const Route = createFileRoute('/stocks/exchange/$exchangecd/symbol/$symbol/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/stocks/exchange/$exchangecd/symbol/$symbol/factor',
      params,
      replace: true,
    });
  },
});
