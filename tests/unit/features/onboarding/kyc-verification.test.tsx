import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycQueue, KycRecord } from '@/features/onboarding/model/kyc-records';
import { renderScreen } from '../auth/render-screen';

// The adviser's verification queue (issue 10 item 8) with the network replaced: oldest first
// with the waiting time, details beside the documents, approve, and reject only with a reason
// shown next to its box.

const DAY = 24 * 60 * 60 * 1000;
const queue = vi.hoisted((): { current: unknown } => ({ current: null }));
vi.mock('@/features/onboarding/api/kyc-queue', () => ({
  useKycQueue: () => ({
    isPending: false,
    isError: false,
    data: { data: queue.current, cache: null, cachedAt: null },
  }),
}));
const record = vi.hoisted((): { current: unknown } => ({ current: null }));
vi.mock('@/features/onboarding/api/kyc-client-record', () => ({
  useClientKyc: () => ({
    isPending: false,
    isError: false,
    data: { data: record.current, cache: null, cachedAt: null },
  }),
}));
const mutate = vi.fn();
vi.mock('@/features/onboarding/api/kyc-decide', () => ({
  useDecideKyc: () => ({ mutate, isPending: false, variables: undefined }),
}));
vi.mock('@/features/onboarding/components/document-thumbnails', () => ({
  DocumentThumbnails: ({ investorId }: { investorId?: string }) => <p>Documents of {investorId}</p>,
}));

const { VerificationQueue } = await import('@/features/onboarding/components/verification-queue');
const { VerificationDetail } = await import('@/features/onboarding/components/verification-detail');

const SUBMITTED: KycRecord = {
  status: 'submitted',
  draft: null,
  details: {
    name: 'Ishaan Gupta',
    pan: 'ABCPG1234F',
    dateOfBirth: '1991-03-14',
    aadhaarLast4: '4821',
    mobile: '9800000004',
    email: 'process@example.com',
    addressLine1: '12 Demo Residency',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411001',
    occupation: 'salaried',
    incomeBand: '10l-25l',
    ifsc: 'DEMO0100001',
    accountNumber: 'XXXXXXXXX5670',
    nomineeName: 'Anita Gupta',
    nomineeRelationship: 'spouse',
    politicallyExposed: 'no',
    taxResidency: 'india-only',
    confirmed: true,
  },
  submittedAt: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
  decidedAt: null,
  rejectionReason: null,
  updatedAt: null,
};

beforeEach(() => mutate.mockReset());

describe('the verification queue', () => {
  it('lists the investors waiting, with how long', async () => {
    queue.current = {
      items: [
        {
          investorId: 'b004',
          name: 'Ishaan Gupta',
          email: 'process@example.com',
          submittedAt: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
        },
      ],
    } satisfies KycQueue;
    await renderScreen(() => <VerificationQueue />, '/advisor/invstverification');
    expect(await screen.findByText('Ishaan Gupta')).toBeTruthy();
    expect(screen.getByText('Waiting 3 days')).toBeTruthy();
  });

  it('says so when nothing waits', async () => {
    queue.current = { items: [] } satisfies KycQueue;
    await renderScreen(() => <VerificationQueue />, '/advisor/invstverification');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});

describe('one investor’s review', () => {
  const open = () =>
    renderScreen(() => <VerificationDetail investorId="b004" />, '/advisor/invstverification');

  it('shows the details beside the documents, the account masked', async () => {
    record.current = SUBMITTED;
    await open();
    expect(await screen.findByText('ABCPG1234F')).toBeTruthy();
    expect(screen.getByText('XXXXXXXXX5670')).toBeTruthy();
    expect(screen.getByText('XXXX XXXX 4821')).toBeTruthy();
    expect(screen.getByText('Documents of b004')).toBeTruthy();
  });

  it('approves through the outbox', async () => {
    record.current = SUBMITTED;
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve KYC' }));
    expect(mutate).toHaveBeenCalledWith(
      { investorId: 'b004', investorName: 'Ishaan Gupta', decision: 'approve' },
      expect.anything(),
    );
  });

  it('rejects only with a reason, its error next to the box', async () => {
    record.current = SUBMITTED;
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send back for changes' }));
    const box = screen.getByLabelText(/what should Ishaan Gupta change/);
    const error = await screen.findByText(/at least 10 characters/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '  The PAN photo is blurred.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send back for changes' }));
    await waitFor(() =>
      expect(mutate).toHaveBeenCalledWith(
        {
          investorId: 'b004',
          investorName: 'Ishaan Gupta',
          decision: 'reject',
          reason: 'The PAN photo is blurred.',
        },
        expect.anything(),
      ),
    );
  });
});
