import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod.js';
import {
  attribute,
  attributesAppend,
  attributeValue,
  type UserPoolService,
} from 'cognito-local/lib/services/userPoolService.js';
import type { SignUpTarget } from 'cognito-local/lib/targets/signUp.js';
import { cognitoError, type AdditionContext } from './context';
import { assertPasswordPolicy } from './password-policy';

type SignUpRequest = Parameters<SignUpTarget>[1];
type Attributes = NonNullable<SignUpRequest['UserAttributes']>;

/** E.164, which Cognito requires of phone numbers. */
const PHONE = /^\+[1-9]\d{6,14}$/;

function assertSchema(attributes: Attributes, pool: UserPoolService): void {
  const known = new Set((pool.options.SchemaAttributes ?? []).map((schema) => schema.Name));
  const unknown = attributes.find((item) => !known.has(item.Name));
  if (unknown) {
    throw new InvalidParameterError(
      `Attributes did not conform to the schema: Type for attribute {${unknown.Name}} could not be determined`,
    );
  }
}

async function assertPhoneFree(ctx: Context, pool: UserPoolService, phone: string | undefined) {
  if (phone && (await pool.getUserByUsername(ctx, phone))) {
    throw cognitoError(
      'UsernameExistsException',
      'An account with the given phone_number already exists.',
    );
  }
}

/**
 * Sign-up, confirmation and resending the code, as the pool is configured: usernames are an
 * e-mail address or a phone number (spec 5), the sign-up attribute is email and verification is
 * by email; the password policy applies. cognito-local accepts only e-mail usernames here,
 * forgets email_verified on confirmation and has no ResendConfirmationCode.
 */
export function signUpAdditions({ services, base }: AdditionContext) {
  const signUp: SignUpTarget = async (ctx, request) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    assertPasswordPolicy(request.Password, pool);
    const attributes = request.UserAttributes ?? [];
    assertSchema(attributes, pool);
    if (!PHONE.test(request.Username)) {
      await assertPhoneFree(ctx, pool, attributeValue('phone_number', attributes));
      return base('SignUp')(ctx, request) as ReturnType<SignUpTarget>;
    }
    const email = attributeValue('email', attributes);
    if (!email) {
      throw new InvalidParameterError(
        'Attributes did not conform to the schema: email: The attribute is required',
      );
    }
    await assertPhoneFree(ctx, pool, request.Username);
    // The emulator keys users by sub either way; it then finds them by either alias.
    return base('SignUp')(ctx, {
      ...request,
      Username: email,
      UserAttributes: attributesAppend(attributes, attribute('phone_number', request.Username)),
    }) as ReturnType<SignUpTarget>;
  };

  const confirmSignUp = async (ctx: Context, request: { ClientId: string; Username: string }) => {
    const result: unknown = await base('ConfirmSignUp')(ctx, request);
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, request.Username);
    if (user && attributeValue('email', user.Attributes)) {
      await pool.saveUser(ctx, {
        ...user,
        Attributes: attributesAppend(user.Attributes, attribute('email_verified', 'true')),
      });
    }
    return result;
  };

  const resendConfirmationCode = async (
    ctx: Context,
    request: { ClientId: string; Username: string; ClientMetadata?: Record<string, string> },
  ) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, request.Username);
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') {
      throw new InvalidParameterError('User is already confirmed.');
    }
    const details = selectAppropriateDeliveryMethod(
      pool.options.AutoVerifiedAttributes ?? [],
      user,
    );
    if (!details) throw new InvalidParameterError('User has no attribute to send a code to.');
    const code = services.otp();
    await services.messages.deliver(
      ctx,
      'ResendCode',
      request.ClientId,
      pool.options.Id ?? '',
      user,
      code,
      request.ClientMetadata,
      details,
    );
    await pool.saveUser(ctx, {
      ...user,
      ConfirmationCode: code,
      UserLastModifiedDate: services.clock.get(),
    });
    return { CodeDeliveryDetails: details };
  };

  return {
    SignUp: signUp,
    ConfirmSignUp: confirmSignUp,
    ResendConfirmationCode: resendConfirmationCode,
  };
}
