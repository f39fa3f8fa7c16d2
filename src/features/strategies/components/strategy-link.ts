import type { Role } from '@/auth/permissions';

// The past-performance address of each role's area: both roles have the same screens under
// their own prefix.

export const performanceRoute = (role: Role) =>
  role === 'I'
    ? ('/investor/strategies/$SelectedStrategies' as const)
    : ('/advisor/strategies/$SelectedStrategies' as const);

export const libraryRoute = (role: Role) =>
  role === 'I' ? ('/investor/strategies' as const) : ('/advisor/strategies' as const);

export const scansRoute = (role: Role) =>
  role === 'I' ? ('/investor/scans' as const) : ('/advisor/scans' as const);
