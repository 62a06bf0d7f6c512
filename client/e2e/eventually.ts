// vitest's expect does not wait for the page the way Playwright's own does: these poll a locator
// until it agrees, or fail with the last value seen once WAIT_MS has passed.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { WAIT_MS } from './harness';

export const expectValue = (locator: Locator, expected: string) =>
  expect.poll(() => locator.inputValue(), { timeout: WAIT_MS }).toBe(expected);

/** A native select's chosen option, by the text it shows (its value is an id). */
export const expectSelected = (locator: Locator, label: string) =>
  expect
    .poll(() => locator.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? null), { timeout: WAIT_MS })
    .toBe(label);

// Intl puts narrow no-break spaces in some formats ('3:36 PM'); any space counts as one here.
const spaces = (text: string | null) => text?.replace(/\s+/g, ' ') ?? null;

export const expectText = (locator: Locator, expected: string) =>
  expect.poll(async () => spaces(await locator.textContent()), { timeout: WAIT_MS }).toBe(spaces(expected));

export const expectChecked = (locator: Locator) => expect.poll(() => locator.isChecked(), { timeout: WAIT_MS }).toBe(true);
