import type { Locator, Page } from 'playwright-core';

/**
 * Opens an antd Select (given by its combobox input) and picks the option with that exact label; typing first
 * narrows long (virtual) lists.
 */
export async function chooseOption(page: Page, select: Locator, option: string, options: { type?: string } = {}): Promise<void> {
  // The shown value covers the input, so the click goes to the select's box; a second click would close it.
  if ((await select.getAttribute('aria-expanded')) !== 'true')
    await select.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').click();
  if (options.type !== undefined) await select.fill(options.type);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.getByTitle(option, { exact: true }).click();
}

/** Types a date into an antd DatePicker (format DD/MM/YYYY) and confirms it. */
export async function typeDate(picker: Locator, date: string): Promise<void> {
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
}

/** Waits for the top-right notification with that exact title, then closes it so it covers nothing. */
export async function expectNotice(page: Page, text: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ has: page.getByText(text, { exact: true }) });
  await notice.first().waitFor({ timeout: 15000 });
  await notice.first().locator('.ant-notification-notice-close').click();
}

/** Today in Bogotá (what the screens call today) plus some days, as DD/MM/YYYY and YYYY-MM-DD. */
export function bogotaDate(daysFromToday = 0, monthsFromToday = 0): { display: string; api: string } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1 + monthsFromToday, day + daysFromToday));
  const two = (n: number) => String(n).padStart(2, '0');
  const [y, m, d] = [date.getUTCFullYear(), two(date.getUTCMonth() + 1), two(date.getUTCDate())];
  return { display: `${d}/${m}/${y}`, api: `${y}-${m}-${d}` };
}

/** Waits until no antd spinner covers the page (tables and cards dim their content while loading). */
export async function waitForLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.ant-spin-spinning, .ant-spin-blur') === null);
  // The dimmed content fades back in; screenshots taken at once would still show it grey.
  await page.waitForTimeout(400);
}

/** Waits until nothing in the element moves any more: a click during antd's zoom-in of a modal can get lost. */
export async function settled(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}
