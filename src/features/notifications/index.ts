// The notifications feature's public face (issue 12, Deliver 10): the app bar places the bell.
export { NotificationsBell } from './components/notifications-bell';
export { notificationsQueryOptions } from './api/notifications-get';
