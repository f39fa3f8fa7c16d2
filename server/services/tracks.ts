/**
 * User types (spec 3) and track statuses: where a user is in onboarding. Spec 3 names one
 * status, UPFACCOUNTFROZEN (frozen); the onboarding statuses follow the signed-in shell routes of
 * spec 2 in their order (kyc and scanpage -> process -> riskprofile -> linkbroker). The database
 * checks the same lists (migration 0002_identity.sql): change both together.
 */
export const USER_TYPES = { investor: 'USRTYINV', advisor: 'USRTYADV' } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];
export const isUserType = (value: unknown): value is UserType =>
  value === USER_TYPES.investor || value === USER_TYPES.advisor;

export const TRACKS = {
  /** Investor signed up; KYC is next (kyc, scanpage). */
  kycPending: 'UPFKYCPENDING',
  /** KYC documents submitted and being checked (process). */
  kycInProcess: 'UPFKYCINPROCESS',
  /** KYC accepted; the risk profile is next (riskprofile). */
  riskProfilePending: 'UPFRISKPROFILEPENDING',
  /** Risk profile done; linking a broker is next (linkbroker?newuser). */
  brokerPending: 'UPFBROKERPENDING',
  /** Advisor signed up; their SEBI registration awaits verification. */
  advisorVerificationPending: 'UPFADVVERIFICATIONPENDING',
  /** Onboarded: the investor dashboard or the advisor's market overview. */
  active: 'UPFACTIVE',
  /** Spec 3: the account is frozen (the accountfrozen page). */
  frozen: 'UPFACCOUNTFROZEN',
} as const;
export type Track = (typeof TRACKS)[keyof typeof TRACKS];

/** Where a new profile starts (the identity contract: advisors start pending verification). */
export const INITIAL_TRACK: Record<UserType, Track> = {
  USRTYINV: TRACKS.kycPending,
  USRTYADV: TRACKS.advisorVerificationPending,
};

/** SEBI investment adviser registration: INA and nine digits. */
export const SEBI_REGISTRATION = /^INA\d{9}$/;
