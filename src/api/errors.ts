/** An HTTP answer outside 2xx, with the server's `{error:{code,message}}` when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, reset). Spec 8: 'Network Error'. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor() {
    super('Network Error');
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const hasStatus = (error: unknown, ...statuses: number[]): boolean =>
  isApiError(error) && statuses.includes(error.status);

export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;
