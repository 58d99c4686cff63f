import type { Locator, Page } from 'playwright-core';
import { brandUrl } from './browser';

// Helpers of the contracts journey: the back office "Nuevo Convenio" wizard, the storefront
// "Productos adquiridos" and the consumption API.

/** The step of the "Nuevo Convenio" wizard on screen (the other steps stay in the page, hidden). */
export function activeStep(page: Page): Locator {
  return page.locator('.ant-pro-steps-form-step-active');
}

/** A field of the step on screen by its exact label (several steps share labels such as "Identificación"). */
export function stepField(page: Page, label: string): Locator {
  return activeStep(page).getByLabel(label, { exact: true });
}

/** The title of the wizard's current step in the steps bar. */
export function currentStepTitle(page: Page): Locator {
  return page.locator('.ant-steps-item-active .ant-steps-item-title');
}

/** Waits until the steps bar shows that step as the current one. */
export async function onStep(page: Page, title: string): Promise<void> {
  await currentStepTitle(page).getByText(title, { exact: true }).waitFor();
  // The step forms fade in and out: a click while the old step is still there can hit its fields.
  await page.waitForFunction(() => document.querySelectorAll('.ant-pro-steps-form-step-active').length === 1);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** "Siguiente", then waits for the next step. */
export async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await onStep(page, title);
}

/** "Volver", then waits for the previous step. */
export async function previousStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Volver', exact: true }).click();
  await onStep(page, title);
}

/** The text an antd Select (given by its combobox input) shows as its chosen option. */
export async function chosenOption(select: Locator): Promise<string> {
  const box = select.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  return (await box.locator('.ant-select-selection-item').innerText()).trim();
}

/** The value next to a label of an antd Descriptions list (bordered or not). */
export function described(scope: Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::*[1]');
}

/** A whole number shown with dot thousands ("12.500") as a number. */
export function shownNumber(text: string): number {
  const digits = text.replace(/\./g, '').trim();
  if (!/^\d+$/.test(digits)) throw new Error(`"${text}" no es una cantidad`);
  return Number(digits);
}

/** A dd/MM/yyyy date as a comparable yyyy-MM-dd. */
export function shownDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" no es una fecha dd/MM/yyyy`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** The "Ver detalle" row of a package on "Productos adquiridos". */
export function contractedPackage(page: Page, packageName: string): Locator {
  return page.getByTestId('contracted-package').filter({ has: page.getByText(packageName, { exact: true }) });
}

/** Opens a package's "Ver detalle" panel and waits for its figures to load. */
export async function openPackageDetail(page: Page, packageName: string): Promise<Locator> {
  const row = contractedPackage(page, packageName);
  await row.getByRole('button', { name: `Ver detalle ${packageName}`, exact: true }).click();
  const panel = row.getByTestId('contract-package-detail');
  await panel.waitFor();
  // The card shows a skeleton while loading; the contracts table comes with the figures.
  await panel.locator('.ant-card-loading-content').waitFor({ state: 'detached' });
  await panel.getByRole('row').nth(1).waitFor();
  return panel;
}

/** A figure of a detail panel ("Total", "Disponible", "Usado") as shown. */
export async function packageFigure(panel: Locator, label: 'Total' | 'Disponible' | 'Usado'): Promise<string> {
  const figure = panel
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return (await figure.innerText()).trim();
}

/** The cells of the detail panel's contract table row of that contract number, by column title. */
export async function contractRow(panel: Locator, contractNumber: string): Promise<Record<string, string>> {
  const titles = (await panel.locator('thead th').allInnerTexts()).map((title) => title.trim());
  const row = panel.getByRole('row').filter({ has: panel.page().getByRole('cell', { name: contractNumber, exact: true }) });
  const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
  return Object.fromEntries(titles.map((title, index) => [title, cells[index]]));
}

/** The development credential of an app's consumption (docs/api/licensing.md "Consumo"). */
function demoCredential(app: string): string {
  return `Basic ${Buffer.from(`${app}-demo:demo-${app}-secret-2026`).toString('base64')}`;
}

export interface ConsumptionAnswer {
  outcome: string;
  available: number | null;
}

/** Reports one consumption event of a customer's feature the way an app does (POST /license/api/consumption). */
export async function reportConsumption(
  app: string,
  event: { documentType: number; documentNumber: string; featureCode: string; quantity: number },
): Promise<{ status: number; body: ConsumptionAnswer }> {
  const response = await fetch(brandUrl(null, '/license/api/consumption'), {
    method: 'POST',
    headers: { Authorization: demoCredential(app), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      eventId: `e2e-convenio-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
      appName: app,
      ...event,
      occurredAt: new Date().toISOString(),
    }),
  });
  return { status: response.status, body: (await response.json()) as ConsumptionAnswer };
}
