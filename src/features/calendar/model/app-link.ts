// An event's link into the app (issue 18) as the router takes it: the path, the search
// parameters apart (a link such as `/advisor/investordetails?investor=…` carries them), and the
// words of the button that follows it, named after where it goes.

export interface AppLink {
  to: string;
  search: Record<string, string>;
  label: string;
}

const LABELS: readonly (readonly [string, string])[] = [
  ['/stocks/', 'Open the stock'],
  ['/advisor/investordetails', 'Open the client'],
  ['/investor/basketssummary', 'Open the basket'],
  ['/investor/updategoal', 'Open the goal'],
  ['/investor/goals', 'Open the goal'],
  ['/riskprofile', 'Open the risk profile'],
  ['/investor/insurance', 'Open insurance'],
];

/** Null for no link, one that leaves the app, or one to the page already open (`here`). */
export function appLink(link: string | null, here: string): AppLink | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  const url = new URL(link, 'https://app.invalid');
  if (url.pathname === here) return null;
  return {
    to: url.pathname,
    search: Object.fromEntries(url.searchParams),
    label: LABELS.find(([prefix]) => url.pathname.startsWith(prefix))?.[1] ?? 'Open in the app',
  };
}
