import { InvalidParameterError } from 'cognito-local/lib/errors.js';
import type { InitiateAuthTarget } from 'cognito-local/lib/targets/initiateAuth.js';
import { decodeJwtPayload, type Addition } from './context';

type InitiateAuthResponse = Awaited<ReturnType<InitiateAuthTarget>>;

/**
 * GetTokensFromRefreshToken, Amplify's refresh since 6.15.4: cognito-local knows only
 * InitiateAuth with REFRESH_TOKEN_AUTH, which does the same. The refresh token is not rotated.
 */
export const getTokensFromRefreshToken: Addition =
  ({ base }) =>
  async (
    ctx,
    request: { ClientId?: unknown; RefreshToken?: unknown; ClientMetadata?: unknown },
  ) => {
    if (typeof request.ClientId !== 'string' || typeof request.RefreshToken !== 'string') {
      throw new InvalidParameterError('ClientId and RefreshToken are required');
    }
    const result = (await base('InitiateAuth')(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      ClientMetadata: request.ClientMetadata,
    })) as InitiateAuthResponse;
    const { AccessToken, IdToken } = result.AuthenticationResult ?? {};
    const { exp, iat } = decodeJwtPayload(AccessToken);
    return {
      AuthenticationResult: {
        AccessToken,
        IdToken,
        TokenType: 'Bearer',
        ExpiresIn: typeof exp === 'number' && typeof iat === 'number' ? exp - iat : undefined,
      },
    };
  };
