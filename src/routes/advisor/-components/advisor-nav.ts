import type { NavItem } from '@/ui/app-shell';

export const advisorNav: readonly NavItem[] = [
  { label: 'Market overview', to: '/advisor/marketoverview' },
  { label: 'Investor status', to: '/advisor/advisoruserstatus' },
  { label: 'Investor overview', to: '/advisor/useroverview' },
  { label: 'Verification', to: '/advisor/invstverification' },
  { label: 'Target stocks', to: '/advisor/targetstocks' },
  { label: 'Target portfolio', to: '/advisor/targetportfoliogoalcreate' },
  { label: 'Baskets', to: '/advisor/baskets' },
  { label: 'Strategies', to: '/advisor/strategies' },
  { label: 'Scans', to: '/advisor/scans' },
  { label: 'Calendar', to: '/advisor/calendar' },
  { label: 'Chat', to: '/advisor/chat' },
  { label: 'Contacts', to: '/advisor/crm/contact' },
  { label: 'Leads', to: '/advisor/crm/lead' },
  { label: 'Family office', to: '/advisor/MFO' },
  { label: 'Broker', to: '/advisor/broker' },
  { label: 'Data check', to: '/advisor/datacheck' },
  { label: 'Settings', to: '/advisor/settings' },
];
