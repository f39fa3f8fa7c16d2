import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { DOCUMENTS_MAX } from '@/features/insurance/model/contract';
import {
  addDocumentId,
  canRetryUpload,
  documentLabel,
  EMPTY_FILE,
  needsShrinking,
  OFFLINE_UPLOAD,
  policyDocumentProblem,
  POLICY_DOCUMENT_MAX_BYTES,
  preparePolicyDocument,
  uploadProblem,
  WRONG_TYPE,
} from '@/features/insurance/model/policy-document';
import { CompressError, NOT_READABLE } from '@/ui/compress-image';

// The policy document's rules (issue 18): what the dialog lets through, in which words it
// refuses, which files are made smaller on the device, and how a new document is ticked.

const MB = 1024 * 1024;
const file = (type: string, size: number) => new Blob([new Uint8Array(size)], { type });

describe('documentLabel', () => {
  it.each([
    ['policy', '2026-11-24T15:35:00Z', 'Policy document, uploaded 24 Nov 2026, 9:05 pm IST'],
    ['pan', '2026-01-05T05:00:00Z', 'PAN card, uploaded 5 Jan 2026, 10:30 am IST'],
    ['address', '2026-01-05T05:00:00Z', 'Address proof, uploaded 5 Jan 2026, 10:30 am IST'],
    ['receipt', '2026-01-05T05:00:00Z', 'receipt, uploaded 5 Jan 2026, 10:30 am IST'],
  ])('names a %s document uploaded at %s in India time', (kind, uploadedAt, label) => {
    expect(documentLabel({ kind, uploadedAt })).toBe(label);
  });
});

describe('policyDocumentProblem and needsShrinking', () => {
  it.each([
    ['a PDF of 300 KB', 'application/pdf', 300_000, null, false],
    ['a PDF of exactly 1 MB', 'application/pdf', MB, null, false],
    [
      'a PDF of 2.5 MB',
      'application/pdf',
      2.5 * MB,
      'This PDF is 2.5 MB; a policy document can be at most 1 MB. Save the PDF smaller, or upload a photo of the schedule instead.',
      false,
    ],
    ['a phone photo of 4 MB (shrunk)', 'image/jpeg', 4 * MB, null, true],
    ['a small JPEG (re-encoded: no Exif)', 'image/jpeg', 50_000, null, true],
    ['a small PNG (kept sharp)', 'image/png', 200_000, null, false],
    ['a PNG over 1 MB (shrunk)', 'image/png', MB + 1, null, true],
    ['a Word file', 'application/msword', 20_000, WRONG_TYPE, false],
    ['a GIF', 'image/gif', 20_000, WRONG_TYPE, false],
    ['a file of no known type', '', 20_000, WRONG_TYPE, false],
    ['an empty PDF', 'application/pdf', 0, EMPTY_FILE, false],
  ])('%s', (_case, type, size, problem, shrink) => {
    expect(policyDocumentProblem({ type, size })).toBe(problem);
    expect(needsShrinking({ type, size })).toBe(shrink);
  });

  it('lets exactly the server’s limit through, and not a byte more', () => {
    expect(POLICY_DOCUMENT_MAX_BYTES).toBe(1024 * 1024);
    expect(
      policyDocumentProblem({ type: 'application/pdf', size: POLICY_DOCUMENT_MAX_BYTES + 1 }),
    ).toMatch(/at most 1 MB/);
  });
});

describe('preparePolicyDocument', () => {
  it('sends a PDF as it is, without shrinking it', async () => {
    const shrink = vi.fn();
    const pdf = file('application/pdf', 1000);
    expect(await preparePolicyDocument(pdf, shrink)).toBe(pdf);
    expect(shrink).not.toHaveBeenCalled();
  });

  it('makes a photo smaller on the device', async () => {
    const small = file('image/jpeg', 400_000);
    const shrink = vi.fn(() => Promise.resolve(small));
    expect(await preparePolicyDocument(file('image/jpeg', 3 * MB), shrink)).toBe(small);
    expect(shrink).toHaveBeenCalledOnce();
  });

  it.each([
    ['a wrong type', file('text/html', 10), () => Promise.reject(new Error('unused')), WRONG_TYPE],
    [
      'a photo that cannot be made small enough',
      file('image/jpeg', 9 * MB),
      () => Promise.reject(new CompressError('This photo could not be made small enough.')),
      'This photo could not be made small enough.',
    ],
    [
      'a photo the browser cannot read',
      file('image/png', 2 * MB),
      () => Promise.reject(new DOMException('decode failed')),
      NOT_READABLE,
    ],
  ])('refuses %s in words', async (_case, chosen, shrink, words) => {
    await expect(preparePolicyDocument(chosen, shrink)).rejects.toThrow(new CompressError(words));
  });
});

describe('uploadProblem and canRetryUpload', () => {
  it.each([
    ['no connection', new NetworkError(), OFFLINE_UPLOAD, true],
    [
      'bytes that are not what they claim (415)',
      new ApiError('The file is a PNG image, not a PDF', 415, 'unsupported_media_type'),
      'This file is not really a PDF, JPEG or PNG, whatever its name says. Choose another file.',
      false,
    ],
    [
      'a file too large (413)',
      new ApiError('Too large', 413, 'payload_too_large'),
      'This file is larger than 1 MB. Save it smaller, or upload a photo of it instead.',
      false,
    ],
    [
      'a frozen account (the server’s words)',
      new ApiError('Your account is frozen', 403, 'account_frozen'),
      'Your account is frozen',
      false,
    ],
    ['a server failure', new ApiError('Internal error', 500), 'Internal error', true],
    ['anything else', new Error('boom'), 'The document could not be uploaded. Try again.', false],
  ])('%s', (_case, error, words, retry) => {
    expect(uploadProblem(error)).toBe(words);
    expect(canRetryUpload(error)).toBe(retry);
  });
});

describe('addDocumentId', () => {
  it.each([
    ['to none', [], 'n', ['n']],
    ['after the ticked ones', ['a', 'b'], 'n', ['a', 'b', 'n']],
    ['once', ['a', 'n'], 'n', ['a', 'n']],
    [
      'not past the most a policy holds',
      Array.from({ length: DOCUMENTS_MAX }, (_, i) => `d${i}`),
      'n',
      Array.from({ length: DOCUMENTS_MAX }, (_, i) => `d${i}`),
    ],
  ])('adds a new document %s', (_case, ids, id, expected) => {
    expect(addDocumentId(ids, id)).toEqual(expected);
  });
});
