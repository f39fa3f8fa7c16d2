import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAmplify } from '@/auth/amplify/load-amplify';
import type { MfaMethod } from '../model';

export interface AccountSecurity {
  /** MFA methods that are on, and the one used at sign-in. */
  enabled: MfaMethod[];
  preferred: MfaMethod | null;
  email: string | null;
  phone: string | null;
  phoneVerified: boolean;
}

const asMethod = (value: string): MfaMethod | null =>
  value === 'SMS' || value === 'TOTP' ? value : null;

export async function getAccountSecurity(): Promise<AccountSecurity> {
  const auth = await loadAmplify();
  const [mfa, attributes] = await Promise.all([
    auth.fetchMFAPreference(),
    auth.fetchUserAttributes(),
  ]);
  return {
    enabled: (mfa.enabled ?? []).flatMap((value) => asMethod(value) ?? []),
    preferred: mfa.preferred ? asMethod(mfa.preferred) : null,
    email: attributes.email ?? null,
    phone: attributes.phone_number ?? null,
    phoneVerified: attributes.phone_number_verified === 'true',
  };
}

export const accountSecurityQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'account-security'], queryFn: getAccountSecurity });

/** The signed-in user's MFA state and mobile number. */
export const useAccountSecurity = () => useQuery(accountSecurityQueryOptions());
