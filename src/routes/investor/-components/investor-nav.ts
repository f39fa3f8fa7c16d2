import type { NavItem } from '@/ui/app-shell';

export const investorNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/investor/dashboard' },
  { label: 'Holdings', to: '/investor/holdings' },
  { label: 'Goals', to: '/investor/goals' },
  { label: 'Baskets', to: '/investor/baskets' },
  { label: 'Watchlist', to: '/investor/watchlist' },
  { label: 'Suggestions', to: '/investor/suggestions' },
  { label: 'Trade history', to: '/investor/tradehistory' },
  { label: 'Strategies', to: '/investor/strategies' },
  { label: 'Scans', to: '/investor/scans' },
  { label: 'Calendar', to: '/investor/calendar' },
  { label: 'Chat', to: '/investor/chat' },
  { label: 'Insurance', to: '/investor/insurance' },
  { label: 'Broker', to: '/investor/broker' },
  { label: 'Account settings', to: '/investor/account-settings' },
];
