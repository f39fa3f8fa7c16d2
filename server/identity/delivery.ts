import type { Messages } from 'cognito-local/lib/services/messages.js';
import type { Logger } from '../logger';
import type { MailboxWriter, MailKind } from './mailbox';

type Source = Parameters<Messages['deliver']>[1];

const KIND: Record<Source, MailKind> = {
  SignUp: 'sign-up',
  ResendCode: 'sign-up',
  ForgotPassword: 'reset-password',
  Authentication: 'mfa',
  UpdateUserAttribute: 'verify-attribute',
  VerifyUserAttribute: 'verify-attribute',
  AdminCreateUser: 'invitation',
};

const SUBJECT: Record<MailKind, string> = {
  'sign-up': 'Your Nivesh verification code',
  'reset-password': 'Your Nivesh password reset code',
  mfa: 'Your Nivesh sign-in code',
  'verify-attribute': 'Verify your Nivesh contact details',
  invitation: 'Your Nivesh temporary password',
  notice: 'A message from Nivesh',
};

/**
 * Replaces cognito-local's console delivery: each code goes to the dev mailbox (the recipient's
 * e-mail address or phone number), and the log says where to find it without printing it.
 */
export function mailboxDelivery(mailbox: MailboxWriter, logger: Logger): Messages {
  return {
    async deliver(_ctx, source, _clientId, _userPoolId, _user, code, _metadata, details) {
      const kind = KIND[source];
      await mailbox.add({
        to: details.Destination,
        subject: SUBJECT[kind],
        code,
        kind,
        at: new Date().toISOString(),
      });
      logger.info(
        { to: details.Destination, kind, medium: details.DeliveryMedium },
        'identity code delivered to the dev mailbox (/dev/mailbox)',
      );
    },
  };
}
