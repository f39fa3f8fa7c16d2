import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycDraft } from '@/features/onboarding/model/kyc-rules';
import type { KycRecord } from '@/features/onboarding/model/kyc-records';
import { renderScreen } from '../auth/render-screen';

// The KYC form (issue 10 item 2) with the network and IndexedDB replaced: errors beside their
// fields, capitals as typed, the account number typed twice, the draft kept on the device at
// once and on the server after a pause (never with a full Aadhaar), a rejected KYC's reason.

const local = vi.hoisted(() => new Map<string, { draft: KycDraft; savedAt: number }>());
vi.mock('@/features/onboarding/api/kyc-local-draft', () => ({
  readLocalKycDraft: (sub: string) => Promise.resolve(local.get(sub) ?? null),
  writeLocalKycDraft: (sub: string, draft: { draft: KycDraft; savedAt: number }) => {
    local.set(sub, draft);
    return Promise.resolve(true);
  },
  clearLocalKycDraft: (sub: string) => Promise.resolve(void local.delete(sub)),
}));
const serverSaves = vi.hoisted(() => [] as KycDraft[]);
vi.mock('@/features/onboarding/api/kyc-save-draft', () => ({
  saveKycDraft: (draft: KycDraft) => {
    serverSaves.push(draft);
    return Promise.resolve({ state: 'sent', data: { savedAt: '' }, status: 200, replayed: false });
  },
}));
const mutate = vi.fn();
vi.mock('@/features/onboarding/api/kyc-submit', () => ({
  useSubmitKyc: () => ({ mutate, isPending: false }),
}));
const record = vi.hoisted((): { current: unknown } => ({ current: null }));
vi.mock('@/features/onboarding/api/kyc-get', () => ({
  useOwnKyc: () => ({
    isPending: false,
    isError: false,
    data: { data: record.current, cache: null, cachedAt: null },
  }),
}));

const { KycForm } = await import('@/features/onboarding/components/kyc-form');
const { KycScreen } = await import('@/features/onboarding/components/kyc-screen');
const { emptyValues } = await import('@/features/onboarding/model/kyc-form');

const SUB = 'kyc-investor';
const form = () => renderScreen(() => <KycForm sub={SUB} initial={emptyValues()} />, '/kyc');
const input = (label: RegExp | string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: RegExp | string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};

beforeEach(() => {
  local.clear();
  serverSaves.length = 0;
  mutate.mockReset();
});

describe('the KYC form', () => {
  it('shows a field’s error next to it, tied for screen readers', async () => {
    await form();
    type('PAN', 'abcce1234f');
    expect(input('PAN').value).toBe('ABCCE1234F');
    const error = await screen.findByText(/4th letter must be P/);
    expect(input('PAN').getAttribute('aria-invalid')).toBe('true');
    expect(input('PAN').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('upper-cases the IFSC and checks it', async () => {
    await form();
    type(/IFSC/, 'sbin1234567');
    expect(input(/IFSC/).value).toBe('SBIN1234567');
    expect(await screen.findByText('An IFSC looks like SBIN0001234')).toBeTruthy();
  });

  it('puts a mismatch of the account number at the second field', async () => {
    await form();
    type(/^Account number$/, '123456789012');
    type('Account number again', '123456789013');
    const error = await screen.findByText('The two account numbers do not match');
    expect(input('Account number again').getAttribute('aria-describedby')).toContain(error.id);
    expect(input(/^Account number$/).getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the draft on the device at once and on the server after a pause', async () => {
    await form();
    type(/Name as on your PAN/, 'Kavya Nair');
    await waitFor(() => expect(local.get(SUB)?.draft).toEqual({ name: 'Kavya Nair' }));
    expect(await screen.findByText('Draft saved on this device')).toBeTruthy();
    expect(serverSaves).toEqual([]);
    await waitFor(() => expect(serverSaves).toEqual([{ name: 'Kavya Nair' }]), { timeout: 3000 });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('never keeps a full Aadhaar number, even in a draft', async () => {
    await form();
    type(/House, building/, 'Flat 2, 1234 5678 9012');
    type(/City/, 'Kochi');
    await waitFor(() => expect(local.get(SUB)?.draft).toEqual({ city: 'Kochi' }));
    expect(await screen.findByText(/Do not enter a full Aadhaar number/)).toBeTruthy();
  });

  it('does not send an incomplete form: it moves to the first problem', async () => {
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(document.activeElement).toBe(input(/Name as on your PAN/)));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your PAN')).toBeTruthy();
  });
});

describe('a KYC sent back by the adviser', () => {
  it('shows the reason at the top with the details filled in', async () => {
    const rejected: KycRecord = {
      status: 'rejected',
      draft: { name: 'Kavya Nair', pan: 'EFGPN5678L', city: 'Kochi' },
      details: null,
      submittedAt: '2026-01-05T05:00:00.000Z',
      decidedAt: '2026-01-06T05:00:00.000Z',
      rejectionReason: 'The PAN photo is blurred; please scan it again.',
      updatedAt: '2026-01-06T05:00:00.000Z',
    };
    record.current = rejected;
    await renderScreen(() => <KycScreen sub={SUB} />, '/kyc');
    expect(await screen.findByText('Your adviser asked for changes')).toBeTruthy();
    expect(screen.getByText(rejected.rejectionReason ?? '')).toBeTruthy();
    expect(input('PAN').value).toBe('EFGPN5678L');
  });

  it('opens the newer draft: this device’s typing made offline wins', async () => {
    local.set(SUB, { draft: { city: 'Thrissur' }, savedAt: Date.parse('2026-01-07T00:00:00Z') });
    record.current = {
      status: 'draft',
      draft: { city: 'Kochi' },
      details: null,
      submittedAt: null,
      decidedAt: null,
      rejectionReason: null,
      updatedAt: '2026-01-06T05:00:00.000Z',
    } satisfies KycRecord;
    await renderScreen(() => <KycScreen sub={SUB} />, '/kyc');
    expect((await screen.findByLabelText<HTMLInputElement>(/City/)).value).toBe('Thrissur');
  });
});
