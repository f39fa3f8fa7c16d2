// The strategies feature's public face (issue 14): what routes and other features may use.
export { StrategiesScreen } from './components/strategies-screen';
export { PerformanceScreen } from './components/performance-screen';
export { strategiesQueryOptions } from './api/strategies-get';
