import type { DemoResult } from './demo-archive';

const count = (n: number) => n.toLocaleString('en-IN');

/** One line for npm start and npm run reset about what the demo archive step did. */
export function describeDemoResult(result: DemoResult): string {
  const seconds = (result.milliseconds / 1000).toFixed(1);
  const range = `${result.days[0] ?? ''} to ${result.days.at(-1) ?? ''}`;
  switch (result.action) {
    case 'generated':
      return `Market archive: generated ${count(result.bars)} daily bars (${range}, ${count(result.days.length)} trading days) of demo data in ${seconds} s.`;
    case 'extended':
      return `Market archive: added ${count(result.days.length)} trading days (${range}, ${count(result.bars)} bars) of demo data in ${seconds} s.`;
    case 'unchanged':
      return 'Market archive: up to date.';
  }
}
