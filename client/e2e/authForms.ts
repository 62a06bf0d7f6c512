// Filling the sign-up and sign-in forms, which managers and admins share.
import type { Page } from 'playwright-core';

export type Account = { userName: string; emailAddress: string; password: string };

let counter = 0;
/** A fresh account per call; the run's time keeps reruns against a kept database apart. */
export function newAccount(prefix: string): Account {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { userName: `${prefix} ${counter}`, emailAddress: `${prefix.toLowerCase()}-${tag}@quizfest.test`, password: `pw-${tag}` };
}

export async function fillSignUp(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(account.userName);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.emailAddress);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function fillSignIn(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.emailAddress);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
