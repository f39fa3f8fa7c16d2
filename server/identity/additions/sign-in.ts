import { randomBytes, randomUUID } from 'node:crypto';
import { InvalidParameterError, InvalidPasswordError } from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { InitiateAuthTarget } from 'cognito-local/lib/targets/initiateAuth.js';
import type { RespondToAuthChallengeTarget } from 'cognito-local/lib/targets/respondToAuthChallenge.js';
import { poolNameOf } from '../pool';
import { srpBHex, startSrp, verifyPasswordClaim, type SrpServerState } from '../srp';
import { wrongCredentials, type AdditionContext } from './context';
import { assertPasswordPolicy } from './password-policy';

type InitiateAuthRequest = Parameters<InitiateAuthTarget>[1];
type InitiateAuthResponse = Awaited<ReturnType<InitiateAuthTarget>>;
type ChallengeRequest = Parameters<RespondToAuthChallengeTarget>[1];
type ChallengeResponse = Awaited<ReturnType<RespondToAuthChallengeTarget>>;

/** Between InitiateAuth and PASSWORD_VERIFIER; Cognito's sessions last 3 minutes. */
interface PendingSrp {
  clientId: string;
  userId: string;
  poolName: string;
  state: SrpServerState;
  expires: number;
}
const SESSION_MS = 3 * 60_000;

/**
 * USER_SRP_AUTH, Amplify's default sign-in: step 1 answers the PASSWORD_VERIFIER challenge
 * (salt, B, secret block); step 2 checks the password claim, then hands over to the emulator's
 * own password flow, so status checks, MFA challenges and tokens stay cognito-local's.
 */
export function signInAdditions({ services, base }: AdditionContext) {
  const pending = new Map<string, PendingSrp>();
  const sweep = (now: number) => {
    for (const [key, value] of pending) if (value.expires < now) pending.delete(key);
  };

  const passwordFlow = async (ctx: Context, request: InitiateAuthRequest) => {
    try {
      return (await base('InitiateAuth')(ctx, request)) as InitiateAuthResponse;
    } catch (error) {
      // cognito-local says InvalidPasswordException; Cognito says NotAuthorizedException.
      throw error instanceof InvalidPasswordError ? wrongCredentials() : error;
    }
  };

  const initiateAuth: InitiateAuthTarget = async (ctx, request) => {
    if (request.AuthFlow !== 'USER_SRP_AUTH') return passwordFlow(ctx, request);
    const { USERNAME: username, SRP_A: srpA } = request.AuthParameters ?? {};
    if (!username || !srpA) throw new InvalidParameterError('USERNAME and SRP_A are required');
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw wrongCredentials();
    const poolName = poolNameOf(pool.options.Id ?? '');
    const state = startSrp({ poolName, userId: user.Username, password: user.Password }, srpA);
    if (!state) throw new InvalidParameterError('SRP_A is not a valid SRP value');
    const now = Date.now();
    sweep(now);
    const secretBlock = randomBytes(64).toString('base64');
    pending.set(secretBlock, {
      clientId: request.ClientId,
      userId: user.Username,
      poolName,
      state,
      expires: now + SESSION_MS,
    });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: {
        SALT: state.saltHex,
        SECRET_BLOCK: secretBlock,
        SRP_B: srpBHex(state),
        USERNAME: user.Username,
        USER_ID_FOR_SRP: user.Username,
      },
      Session: randomUUID(),
    };
  };

  const passwordVerifier = async (ctx: Context, request: ChallengeRequest) => {
    const responses = request.ChallengeResponses ?? {};
    const secretBlock = responses.PASSWORD_CLAIM_SECRET_BLOCK ?? '';
    const session = pending.get(secretBlock);
    pending.delete(secretBlock);
    if (!session || session.expires < Date.now() || session.clientId !== request.ClientId) {
      throw wrongCredentials();
    }
    const claimOk = verifyPasswordClaim(session, session.state, {
      secretBlock,
      timestamp: responses.TIMESTAMP ?? '',
      signature: responses.PASSWORD_CLAIM_SIGNATURE ?? '',
    });
    if (!claimOk) throw wrongCredentials();
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, session.userId);
    if (!user) throw wrongCredentials();
    return passwordFlow(ctx, {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { USERNAME: user.Username, PASSWORD: user.Password },
      ClientMetadata: request.ClientMetadata,
    });
  };

  const respondToAuthChallenge: RespondToAuthChallengeTarget = async (ctx, request) => {
    if (request.ChallengeName === 'PASSWORD_VERIFIER') return passwordVerifier(ctx, request);
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    if (request.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
      assertPasswordPolicy(request.ChallengeResponses?.NEW_PASSWORD, pool);
    }
    const result = (await base('RespondToAuthChallenge')(ctx, request)) as ChallengeResponse;
    // cognito-local forgets the refresh tokens it issues after a challenge (MFA, new password),
    // so refreshing such a session would fail.
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    const username = request.ChallengeResponses?.USERNAME;
    const user = username ? await pool.getUserByUsername(ctx, username) : null;
    if (refreshToken && user) await pool.storeRefreshToken(ctx, refreshToken, user);
    return result;
  };

  return { InitiateAuth: initiateAuth, RespondToAuthChallenge: respondToAuthChallenge };
}
