import type { LegalSlug } from './model';

/** Title and path of each legal page; the documents and the cross-links read them from here. */
export const legalPages = {
  'terms-and-conditions': { title: 'Terms and Conditions', path: '/terms-and-conditions' },
  privacypolicy: { title: 'Privacy Policy', path: '/privacypolicy' },
  eula: { title: 'End User Licence Agreement', path: '/eula' },
  cancellationandrefundpolicy: {
    title: 'Cancellation and Refund Policy',
    path: '/cancellationandrefundpolicy',
  },
} as const satisfies Record<LegalSlug, { title: string; path: string }>;

export const legalSlugs = Object.keys(legalPages) as LegalSlug[];
