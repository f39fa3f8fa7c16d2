import {
  markedReadSchema,
  markReadSchema,
  notificationsSchema,
} from '../../../src/features/notifications/model/contract';
import { shared } from '../../openapi/shared-schema';

// The notifications contract (src/features/notifications/model/contract.ts), named for the
// OpenAPI document.

export const notificationsAnswer = shared(notificationsSchema, 'Notifications');
export const markReadBody = shared(markReadSchema, 'MarkNotificationsRead', [
  { ids: ['0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f'] },
  { upTo: '2026-01-15T10:00:00.000Z' },
]);
export const markedReadAnswer = shared(markedReadSchema, 'NotificationsMarkedRead');
