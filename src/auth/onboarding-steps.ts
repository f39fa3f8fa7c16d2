/**
 * Where an investor who has not finished onboarding goes after signing in (the onboarding
 * issue, item 1: "signing in lands the investor on the next step"). The tracks are the
 * server's (server/services/tracks.ts); the journey screen (/process) shows all the steps.
 */
const NEXT_STEP: Readonly<Record<string, string>> = {
  UPFKYCPENDING: '/kyc',
  UPFKYCINPROCESS: '/process',
  UPFRISKPROFILEPENDING: '/riskprofile',
  UPFBROKERPENDING: '/linkbroker?newuser=true',
};

/** The onboarding screens: a redirect to one of them is kept, any other gives way to the step. */
const ONBOARDING_PAGES = [
  '/kyc',
  '/scanpage',
  '/process',
  '/riskprofile',
  '/congratulation',
  '/linkbroker',
];

export const onboardingStepOf = (track: string | null): string | null =>
  (track && NEXT_STEP[track]) ?? null;

export const isOnboardingPage = (path: string): boolean =>
  ONBOARDING_PAGES.includes(new URL(path, 'http://x').pathname);
