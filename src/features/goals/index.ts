// The goals feature's public face (issue 13): what routes and other features may use.
export { GoalsScreen } from './components/goals-screen';
export { GoalFormScreen } from './components/goal-form-screen';
export type { GoalSaved } from './components/goal-form';
export { AddCashScreen } from './components/add-cash-screen';
export { BasketLinkScreen } from './components/basket-link-screen';
export { AssumptionsCard } from './components/assumptions-card';
export { goalsQueryOptions } from './api/goals-get';
