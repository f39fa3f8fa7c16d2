import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentThumbnails } from '@/features/onboarding/components/document-thumbnails';
import { ScanScreen } from '@/features/onboarding/components/scan-screen';
import { renderScreen } from '../auth/render-screen';

// The scan page and the thumbnails against a fake network (the page's transport) and a fake
// outbox: what is asked for, what is shown, and what is sent.

const mocks = vi.hoisted(() => ({ transport: vi.fn(), submit: vi.fn() }));
vi.mock('@/api/transport', () => ({ pageTransport: mocks.transport }));
vi.mock('@/outbox', () => ({
  outbox: {
    submit: mocks.submit,
    items: () => [],
    onUploadProgress: () => () => undefined,
  },
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const view = (kind: 'pan' | 'address', contentType = 'image/png') => ({
  documentId: `00000000-0000-4000-8000-00000000000${kind === 'pan' ? 1 : 2}`,
  kind,
  contentType,
  bytes: 312_400,
  uploadedAt: '2026-01-05T05:00:00.000Z',
  fileUrl: '/api/documents/x/file',
});

function network(documents: unknown[]) {
  mocks.transport.mockImplementation((request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/file')) {
      return Promise.resolve(new Response(PNG, { headers: { 'Content-Type': 'image/png' } }));
    }
    return Promise.resolve(Response.json({ documents }));
  });
}

const paths = () =>
  mocks.transport.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

beforeEach(() => {
  mocks.transport.mockReset();
  mocks.submit.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentThumbnails', () => {
  it('shows the investor’s own documents with Indian dates and sizes, and what is missing', async () => {
    network([view('pan')]);
    await renderScreen(() => <DocumentThumbnails />, '/');
    expect(
      await screen.findByRole('button', { name: 'Open the PAN card, uploaded 05 Jan 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('312 KB', { exact: false })).toBeTruthy();
    expect(screen.getByText('Not uploaded yet.')).toBeTruthy();
    expect(paths()).toContain('/api/investor/documents');
    await waitFor(() => expect(paths()).toContain(`/api/documents/${view('pan').documentId}/file`));
    await waitFor(() => expect(document.querySelector('img')?.src).toMatch(/^data:image\/png/));
  });

  it('leaves the investor’s policy documents (insurance) out of the PAN card and address proof', async () => {
    const policy = { ...view('pan', 'application/pdf'), documentId: 'p-1', kind: 'policy' };
    network([policy, view('pan')]);
    await renderScreen(() => <DocumentThumbnails />, '/');
    expect(
      await screen.findByRole('button', { name: 'Open the PAN card, uploaded 05 Jan 2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Not uploaded yet.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Open the/ })).toHaveLength(1);
  });

  it('asks for an adviser’s client’s documents when given the investor', async () => {
    network([view('pan'), view('address', 'application/pdf')]);
    await renderScreen(() => <DocumentThumbnails investorId="inv-1" />, '/');
    expect(
      await screen.findByRole('button', { name: /Open the Address proof \(PDF\)/ }),
    ).toBeTruthy();
    expect(paths()).toContain('/api/advisor/investors/inv-1/documents');
  });
});

describe('ScanScreen', () => {
  const chooseFile = (testId: string, file: File) => {
    const input = screen.getByTestId(testId).querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    return input;
  };

  it('opens the rear camera with a frame guide, and stops it on cancel', async () => {
    network([]);
    const stop = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await renderScreen(() => <ScanScreen title="Scan your documents" />, '/scanpage');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Use the camera' }))[0]!);
    expect(
      await screen.findByText('Fit your PAN card inside the frame, in good light'),
    ).toBeTruthy();
    expect(screen.getByTestId('frame-guide')).toBeTruthy();
    const constraints = getUserMedia.mock.calls[0]?.[0] as { video: { facingMode: unknown } };
    expect(constraints.video.facingMode).toEqual({ ideal: 'environment' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(stop).toHaveBeenCalled();
  });

  it('says plainly when the camera is refused, and keeps "Choose a file"', async () => {
    network([]);
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await renderScreen(() => <ScanScreen title="Scan your documents" />, '/scanpage');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Use the camera' }))[0]!);
    expect(await screen.findByText('The camera is not allowed')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Choose a file' })).toHaveLength(1);
  });

  it('refuses a PDF over 500 KB next to the field, and sends nothing', async () => {
    network([]);
    await renderScreen(() => <ScanScreen title="Scan your documents" />, '/scanpage');
    await screen.findAllByRole('button', { name: 'Choose a file' });
    const big = new File(['%PDF-1.4', new Uint8Array(600_000)], 'pan.pdf', {
      type: 'application/pdf',
    });
    const input = chooseFile('scan-pan', big);
    const error = await screen.findByTestId('scan-pan-error');
    expect(error.textContent).toMatch(/larger than 500 KB/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(mocks.submit).not.toHaveBeenCalled();
  });

  it('shows a chosen PDF before sending it through the outbox as its bytes', async () => {
    network([]);
    mocks.submit.mockResolvedValue({ state: 'queued', id: 'k' });
    await renderScreen(() => <ScanScreen title="Scan your documents" />, '/scanpage');
    await screen.findAllByRole('button', { name: 'Choose a file' });
    chooseFile('scan-address', new File(['%PDF-1.4 small'], 'bill.pdf'));
    expect(await screen.findByText('PDF, 1 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/kept on this device/)).toBeTruthy();
    const request = mocks.submit.mock.calls[0]?.[0] as { path: string; body: Blob; method: string };
    expect(request.method).toBe('PUT');
    expect(request.path).toBe('/investor/documents/address');
    expect(request.body).toBeInstanceOf(Blob);
    expect(request.body.type).toBe('application/pdf');
  });
});
