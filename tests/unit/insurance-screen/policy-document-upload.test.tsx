import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '@/api/connectivity';
import { ApiError, NetworkError } from '@/api/errors';
import { InsuranceScreen } from '@/features/insurance/components/insurance-screen';
import type { Insurance } from '@/features/insurance/model/contract';
import { OFFLINE_UPLOAD, WRONG_TYPE } from '@/features/insurance/model/policy-document';
import { renderScreen } from '../features/auth/render-screen';
import { DOC, termPolicy } from './fixtures';

// "Upload a document" in the policy dialog (issue 18): the file goes up at once with its
// progress, the new document is listed and ticked for the policy; wrong files are refused in
// words before anything is sent; without a connection it says so, and what was typed stays.

const NEW_DOC = '0c4b7a10-2d3e-4f5a-8b6c-7d8e9f0a1b2c';

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
const send = vi.hoisted(() => vi.fn());
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return { gatewayApi: { read, send }, archiveApi: { read } };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const insurance: Insurance = {
  policies: [termPolicy],
  needsInputs: null,
  asOf: '2026-11-24T10:00:00.000+05:30',
};
const pan = {
  documentId: DOC,
  kind: 'pan',
  contentType: 'image/jpeg',
  bytes: 1000,
  uploadedAt: '2026-10-01T10:00:00.000Z',
  fileUrl: `/api/documents/${DOC}/file`,
};
const uploaded = {
  documentId: NEW_DOC,
  kind: 'policy',
  contentType: 'application/pdf',
  bytes: 9,
  uploadedAt: '2026-11-24T15:35:00.000Z',
  fileUrl: `/api/documents/${NEW_DOC}/file`,
};

interface SendOptions {
  body: Blob;
  headers: Record<string, string>;
  onUploadProgress?: (sent: number, total: number) => void;
}

beforeEach(() => {
  cleanup();
  send.mockReset();
  submit.mockReset();
  state.answers = {
    '/investor/insurance': insurance,
    '/investor/documents': { documents: [pan] },
  };
});

afterEach(() => connectivity.reportSuccess());

async function openDialog() {
  await renderScreen(() => <InsuranceScreen title="Insurance" />, '/');
  fireEvent.click(await screen.findByRole('button', { name: 'Add a policy' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('checkbox', { name: /PAN card/ });
  return dialog;
}

const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByTestId('policy-document-file'), {
    target: { files: [file] },
  });

const schedulePdf = () => new File(['%PDF-1.7\n'], 'schedule.pdf', { type: 'application/pdf' });

describe('uploading a policy document from the policy dialog', () => {
  it('sends the file with its progress, then lists and ticks the new document', async () => {
    let answer: (value: unknown) => void = () => undefined;
    send.mockImplementation(
      (_method: string, _path: string, options: SendOptions) =>
        new Promise((resolve) => {
          options.onUploadProgress?.(4, 10);
          answer = resolve;
        }),
    );
    const dialog = await openDialog();
    const button = within(dialog).getByRole('button', { name: 'Upload a document' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(/The policy schedule as a PDF of up to 1 MB, or a photo of it/),
    ).toBeTruthy();
    const file = schedulePdf();
    choose(dialog, file);

    expect(await within(dialog).findByText('Uploading the document: 40 %')).toBeTruthy();
    const [method, path, options] = send.mock.calls[0] as [string, string, SendOptions];
    expect([method, path]).toEqual(['PUT', '/investor/documents/policy']);
    expect(options.body).toBe(file);
    expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    state.answers['/investor/documents'] = { documents: [uploaded, pan] };
    await act(async () => {
      answer({ data: { document: uploaded }, status: 201, replayed: false });
      await Promise.resolve();
    });
    const label = 'Policy document, uploaded 24 Nov 2026, 9:05 pm IST';
    const ticked = await within(dialog).findByRole<HTMLInputElement>('checkbox', { name: label });
    await waitFor(() => expect(ticked.checked).toBe(true));
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /PAN card/ }).checked,
    ).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Insurer'), { target: { value: 'LIC' } });
    fireEvent.change(within(dialog).getByLabelText('Sum assured'), {
      target: { value: '10,00,000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Premium (each instalment)'), {
      target: { value: '5,000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Start date'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Next premium or renewal'), {
      target: { value: '2027-11-01' },
    });
    submit.mockResolvedValueOnce({ state: 'queued', id: 'item-1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the policy' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(
      (submit.mock.calls[0]![0] as { body: { documentIds: string[] } }).body.documentIds,
    ).toEqual([NEW_DOC]);
  });

  it('refuses a file that is not a PDF, JPEG or PNG before sending anything', async () => {
    const dialog = await openDialog();
    choose(dialog, new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(WRONG_TYPE),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 1 MB in plain words', async () => {
    const dialog = await openDialog();
    const large = new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    choose(dialog, large);
    expect(
      await within(dialog).findByText(/This PDF is 2.0 MB; a policy document can be at most 1 MB/),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('says so when offline; what was typed stays, and "Try again" sends the same file once', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Insurer'), {
      target: { value: 'Star Health' },
    });
    act(() => connectivity.reportFailure());
    expect(
      await within(dialog).findByText(
        /You are offline: uploading a document needs an internet connection/,
      ),
    ).toBeTruthy();

    send.mockRejectedValueOnce(new NetworkError());
    choose(dialog, schedulePdf());
    expect(await within(dialog).findByText(OFFLINE_UPLOAD)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Insurer').value).toBe('Star Health');
    expect(within(dialog).getByRole('button', { name: 'Add the policy' })).toBeTruthy();

    act(() => connectivity.reportSuccess());
    send.mockResolvedValueOnce({ data: { document: uploaded }, status: 201, replayed: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const key = (call: unknown[]) => (call[2] as SendOptions).headers['Idempotency-Key'];
    expect(key(send.mock.calls[1]!)).toBe(key(send.mock.calls[0]!));
    await waitFor(() => expect(within(dialog).queryByText(OFFLINE_UPLOAD)).toBeNull());
    expect(within(dialog).getByLabelText<HTMLInputElement>('Insurer').value).toBe('Star Health');
  });

  it('offers no "Try again" for a file the server refused by its bytes', async () => {
    const dialog = await openDialog();
    send.mockRejectedValueOnce(
      new ApiError('The file is a PNG image, not a PDF', 415, 'unsupported_media_type'),
    );
    choose(dialog, schedulePdf());
    expect(await within(dialog).findByText(/not really a PDF, JPEG or PNG/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
