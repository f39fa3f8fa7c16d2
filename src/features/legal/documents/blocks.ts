import { legalPages } from '../legal-pages';
import type { Inline, LegalBlock, LegalSlug, RichText } from '../model';

/** Small builders that keep the document modules readable as plain data. */

export const p = (...text: Inline[]): LegalBlock => ({ type: 'paragraph', text });

export const ul = (...items: RichText[]): LegalBlock => ({ type: 'list', items });

export const ol = (...items: RichText[]): LegalBlock => ({ type: 'list', items, ordered: true });

export const notice = (title: string, ...text: Inline[]): LegalBlock => ({
  type: 'notice',
  title,
  text,
});

export const link = (text: string, href: string): Inline => ({ text, href });

export const strong = (text: string): Inline => ({ text, strong: true });

export const email = (address: string): Inline => link(address, `mailto:${address}`);

export const phone = (number: string): Inline => link(number, `tel:${number.replace(/\s/g, '')}`);

/** A link to another legal page, titled as that page is. */
export const docLink = (slug: LegalSlug): Inline =>
  link(legalPages[slug].title, legalPages[slug].path);
