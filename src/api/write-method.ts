/** The methods that write (the outbox and the worker use it without the client's code). */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
