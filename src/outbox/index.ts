export { outbox } from './default-outbox';
export { OutboxStatus } from './components/outbox-status';
export { useOutboxItems } from './use-outbox';
export type { Replay, SubmitResult, WriteRequest, OutboxItem, UploadState } from './types';
