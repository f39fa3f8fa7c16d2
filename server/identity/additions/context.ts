import {
  CognitoError,
  InvalidParameterError,
  NotAuthorizedError,
} from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import type { TargetName } from 'cognito-local/lib/targets/Target.js';

/** What an addition gets: the emulator's services and its own handler of any target. */
export interface AdditionContext {
  services: Services;
  base: (target: TargetName) => Route;
}

/** A handler that replaces or adds one API operation (an x-amz-target) of the emulator. */
export type Addition = (context: AdditionContext) => Route;

/** Cognito's answer to a wrong password or an unknown user when user existence is hidden. */
export const wrongCredentials = (): NotAuthorizedError =>
  new NotAuthorizedError('Incorrect username or password.');

export const cognitoError = (code: string, message: string): CognitoError =>
  new CognitoError(code, message);

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The payload of a token the emulator issued (it decodes them unverified too). */
export function decodeJwtPayload(token: unknown): Record<string, unknown> {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) throw new InvalidParameterError('Invalid token');
  try {
    return asRecord(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidParameterError('Invalid token');
  }
}

/** The pool a request is about: by its ClientId, UserPoolId or the client of its AccessToken. */
export async function poolOfRequest(
  { cognito }: Services,
  ctx: Context,
  request: { ClientId?: unknown; UserPoolId?: unknown; AccessToken?: unknown },
): Promise<UserPoolService> {
  if (typeof request.ClientId === 'string') {
    return cognito.getUserPoolForClientId(ctx, request.ClientId);
  }
  if (typeof request.UserPoolId === 'string') return cognito.getUserPool(ctx, request.UserPoolId);
  const clientId = decodeJwtPayload(request.AccessToken).client_id;
  if (typeof clientId !== 'string') throw new InvalidParameterError('Invalid token');
  return cognito.getUserPoolForClientId(ctx, clientId);
}
