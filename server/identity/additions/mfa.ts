import { InvalidParameterError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { attributeValue } from 'cognito-local/lib/services/userPoolService.js';
import type { SetUserMFAPreferenceTarget } from 'cognito-local/lib/targets/setUserMFAPreference.js';
import { decodeJwtPayload, poolOfRequest, type AdditionContext } from './context';

const SMS_OPTION = { DeliveryMedium: 'SMS', AttributeName: 'phone_number' } as const;

/**
 * The SMS MFA option (spec 5: MFA by SMS or an authenticator app). cognito-local records the
 * preference but sends SMS challenges only from the legacy MFAOptions, so they are kept in step;
 * enabling SMS needs a phone number, as in Cognito.
 */
export const mfaPreference =
  ({ services, base }: AdditionContext): SetUserMFAPreferenceTarget =>
  async (ctx, request) => {
    const pool = await poolOfRequest(services, ctx, request);
    const sub = decodeJwtPayload(request.AccessToken).sub;
    const before = typeof sub === 'string' ? await pool.getUserByUsername(ctx, sub) : null;
    if (!before) throw new NotAuthorizedError();
    if (request.SMSMfaSettings?.Enabled && !attributeValue('phone_number', before.Attributes)) {
      throw new InvalidParameterError('User does not have delivery config set to turn on SMS_MFA');
    }
    const result = (await base('SetUserMFAPreference')(ctx, request)) as Awaited<
      ReturnType<SetUserMFAPreferenceTarget>
    >;
    const after = await pool.getUserByUsername(ctx, before.Username);
    if (after) {
      const sms = (after.UserMFASettingList ?? []).includes('SMS_MFA');
      await pool.saveUser(ctx, { ...after, MFAOptions: sms ? [SMS_OPTION] : [] });
    }
    return result;
  };
