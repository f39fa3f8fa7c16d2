import type { Page } from 'playwright-core';

export interface MailboxMessage {
  to: string;
  code: string;
  kind: string;
  subject: string;
  at: string;
}

/** The dev mailbox of the local identity service (local mode only), newest first. */
export async function mailbox(baseUrl: string, to?: string): Promise<MailboxMessage[]> {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  const response = await fetch(`${baseUrl}/dev/mailbox.json${query}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

export async function latestCode(baseUrl: string, to: string): Promise<string> {
  const [message] = await mailbox(baseUrl, to);
  if (!message) throw new Error(`no message for ${to} in the dev mailbox`);
  return message.code;
}

export async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Email or mobile number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await fillSignIn(page, username, password);
}

export const DEMO = {
  investor: { username: 'investor@example.com', password: 'Investor@2026' },
  advisor: { username: 'advisor@example.com', password: 'Advisor@2026' },
  frozen: { username: 'frozen@example.com', password: 'Frozen@2026' },
} as const;

export const storedHash = (page: Page) =>
  page.evaluate(() => localStorage.getItem('nivesh:sessionhash'));

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
