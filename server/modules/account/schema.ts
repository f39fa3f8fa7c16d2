import {
  accountSchema,
  cancelledSchema,
  deletionAnswerSchema,
  deletionRequestSchema,
  notificationChoicesSchema,
  sessionsRevokedSchema,
} from '../../../src/features/account/model/contract';
import { DEFAULT_CHOICES } from '../../../src/features/account/model/notifications';
import { shared } from '../../openapi/shared-schema';

// The account settings contract's shapes (src/features/account/model/contract.ts), named for
// the OpenAPI document.

export const accountAnswer = shared(accountSchema, 'Account');
export const notificationChoicesBody = shared(notificationChoicesSchema, 'NotificationChoices', [
  DEFAULT_CHOICES,
]);
export const sessionsRevokedAnswer = shared(sessionsRevokedSchema, 'SessionsRevoked');
export const deletionRequestBody = shared(deletionRequestSchema, 'DeletionRequest', [
  { confirm: 'DELETE' },
]);
export const deletionAnswer = shared(deletionAnswerSchema, 'Deletion');
export const cancelledAnswer = shared(cancelledSchema, 'DeletionCancelled');
