import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bogotaDate, chooseOption, settled, typeDate } from './support/antd';
import { launchBrowser, signIn } from './support/browser';
import {
  activeStep,
  chosenOption,
  contractedPackage,
  contractRow,
  described,
  nextStep,
  onStep,
  openPackageDetail,
  packageFigure,
  previousStep,
  reportConsumption,
  shownDate,
  shownNumber,
  stepField,
} from './support/contracts';
import { pageShot } from './support/storefront';

// E2E: a SUPERADMIN records a contract ("convenio") for the demo company with the back office wizard,
// going back and forth, and the company's customer user sees it on "Productos adquiridos", where consumption
// reported through the API moves the "Usado" figure (backoffice-licensing.md §2.8, §2.9, §4.4, §5.4).

const PRODUCT = 'Facturación electrónica'; // COLFACTURA, a service (not device-based) contract product
const MANAGER = 'Santiago Herrera Quintero'; // gerente.colfactura, LICENSE_COLFACTURA_COMERCIALMANAGER
const PAYMENT = 'Crédito 30 días';

// The demo company of the customer user "cliente.metalicas" (customers demo data). Not the storefront journeys'
// company: the contract's balances would take their consumption first (earliest expiry).
const COMPANY = { nit: '800987654', checkDigit: '4', legalName: 'Industrias Metálicas del Caribe Ltda.' };
const CUSTOMER_USER = 'cliente.metalicas';

// The counted line: COLFAC-DOC-ADIC-100, whose only category T feature is COLFACTURA_DOCUMENTO. One month of
// validity makes its balance the company's earliest-expiring COLFACTURA_DOCUMENTO balance (the demo plans run a
// year; the unlimited line six months), so consumption draws from it first (docs/api/licensing.md "Consumo").
const COUNTED = { name: '100 documentos adicionales', quantity: '12500', shown: '12.500', validity: 'Meses', amount: '1' };
// The unlimited line: COLFAC-EMPRESARIAL.
const UNLIMITED = { name: 'Plan Empresarial', validity: 'Meses', amount: '6' };
const CONSUMED = 1234;

/** A whole number with dots as thousands separator, as the screens show it ("1.234"). */
const withDots = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('contracts: the "Nuevo Convenio" wizard and the customer\'s "Productos adquiridos"', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  const contractNumber = `CONV-E2E-${Date.now().toString(36).toUpperCase()}`;
  // Starting today: the licence plans of the lines take effect at the contract start, or now when that is later
  // (docs/api/contracts.md "Contract balances"), so the dashboard's "Fecha inicio" is today either way.
  const start = bogotaDate(0);
  const end = bogotaDate(0, 12);
  let saved = false;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function freshSession(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
    return page;
  }

  /** The lines of the services table as shown: Servicio, Cantidad, Tipo de Vigencia, Cantidad de Vigencia. */
  async function serviceLines(): Promise<string[][]> {
    const rows = activeStep(page).getByRole('table').locator('tbody tr.ant-table-row');
    const lines: string[][] = [];
    for (const row of await rows.all()) lines.push((await row.getByRole('cell').allInnerTexts()).slice(0, 4).map((cell) => cell.trim()));
    return lines;
  }

  async function expectContractStepKept(): Promise<void> {
    expect(await chosenOption(stepField(page, 'Producto'))).toBe(PRODUCT);
    expect(await stepField(page, 'Número de oportunidad').inputValue()).toBe(contractNumber);
    expect(await stepField(page, 'Fecha inicio').inputValue()).toBe(start.display);
    expect(await stepField(page, 'Fecha fin').inputValue()).toBe(end.display);
    expect(await chosenOption(stepField(page, 'Gestor operativo'))).toBe(MANAGER);
    expect(await chosenOption(stepField(page, 'Condición de pago'))).toBe(PAYMENT);
  }

  async function expectCustomerStepKept(): Promise<void> {
    expect(await activeStep(page).getByLabel('Persona Juridica').isChecked()).toBe(true);
    expect(await chosenOption(stepField(page, 'Tipo Identificación'))).toBe('NIT');
    expect(await stepField(page, 'Tipo Identificación').isDisabled()).toBe(true);
    expect(await stepField(page, 'Identificación').inputValue()).toBe(COMPANY.nit);
    expect(await stepField(page, 'DV').inputValue()).toBe(COMPANY.checkDigit);
    expect(await stepField(page, 'Razón Social').inputValue()).toBe(COMPANY.legalName);
    expect(await chosenOption(stepField(page, 'Municipio'))).toBe('BOGOTA, D.C.');
    expect(await stepField(page, 'Correo Electrónico').inputValue()).toBe('compras@comercializadoraandina.com.co');
  }

  async function expectSupervisorStepKept(): Promise<void> {
    expect(await chosenOption(stepField(page, 'Tipo Identificación'))).toBe('Permiso por protección temporal');
    expect(await stepField(page, 'Identificación').inputValue()).toBe('1020304050');
    expect(await stepField(page, 'Nombres').inputValue()).toBe('Lucía');
    expect(await stepField(page, 'Apellidos').inputValue()).toBe('Pérez Gómez');
    expect(await chosenOption(stepField(page, 'Municipio'))).toBe('Medellín');
    expect(await stepField(page, 'Cargo del supervisor').inputValue()).toBe('Jefe de compras');
  }

  const expectedLines = [
    [COUNTED.name, COUNTED.shown, COUNTED.validity, COUNTED.amount],
    [UNLIMITED.name, 'Ilimitada', UNLIMITED.validity, UNLIMITED.amount],
  ];

  it('a SUPERADMIN walks the wizard back and forth for the demo company and saves the contract', async () => {
    await freshSession();
    await signIn(page, 'superadmin', { redirect: '/admin/contracts' });
    await page.waitForURL((url) => url.pathname.startsWith('/admin/contracts'), { timeout: 30000 });
    await page.getByText('Nuevo Convenio', { exact: true }).waitFor();
    await onStep(page, 'Información Contrato');
    expect(await page.getByRole('button', { name: 'Volver', exact: true }).count()).toBe(0);

    // Step 1 "Información Contrato".
    await chooseOption(page, stepField(page, 'Producto'), PRODUCT);
    const number = stepField(page, 'Número de oportunidad');
    await number.fill(contractNumber);
    await number.press('Tab'); // leaving the field asks the server whether the number exists
    await typeDate(stepField(page, 'Fecha inicio'), start.display);
    await typeDate(stepField(page, 'Fecha fin'), end.display);
    await chooseOption(page, stepField(page, 'Gestor operativo'), MANAGER);
    await chooseOption(page, stepField(page, 'Condición de pago'), PAYMENT);
    expect(await activeStep(page).getByText('Número de contrato ya se encuentra registrado.').count()).toBe(0);
    await pageShot(page, 'contracts-1-contrato');
    await nextStep(page, 'Información Cliente');

    // Step 2 "Información Cliente": a legal person, so the document type is NIT and cannot be changed.
    await activeStep(page).getByLabel('Persona Juridica').check();
    await stepField(page, 'Identificación').fill(COMPANY.nit);
    await stepField(page, 'Razón Social').fill(COMPANY.legalName);
    await stepField(page, 'Dirección').fill('Calle 100 # 19-61');
    await chooseOption(page, stepField(page, 'Departamento'), 'Bogotá, D.C.', { type: 'Bogot' });
    await chooseOption(page, stepField(page, 'Municipio'), 'BOGOTA, D.C.', { type: 'BOGOT' });
    await stepField(page, 'Teléfono/Celular').fill('3104567890');
    await stepField(page, 'Correo Electrónico').fill('compras@comercializadoraandina.com.co');
    await expectCustomerStepKept();
    await pageShot(page, 'contracts-2-cliente');
    await nextStep(page, 'Información Supervisor');

    // Step 3 "Información Supervisor".
    // A Venezuelan supervisor with a PPT (Permiso por protección temporal) may sign for the company.
    await chooseOption(page, stepField(page, 'Tipo Identificación'), 'Permiso por protección temporal');
    await stepField(page, 'Identificación').fill('1020304050');
    await stepField(page, 'Nombres').fill('Lucía');
    await stepField(page, 'Apellidos').fill('Pérez Gómez');
    await stepField(page, 'Dirección').fill('Carrera 43A # 1-50');
    await chooseOption(page, stepField(page, 'Departamento'), 'Antioquia', { type: 'Antio' });
    await chooseOption(page, stepField(page, 'Municipio'), 'Medellín', { type: 'Medel' });
    await stepField(page, 'Teléfono/Celular').fill('3015550123');
    await stepField(page, 'Correo Electrónico').fill('lucia.perez@comercializadoraandina.com.co');
    await stepField(page, 'Cargo del supervisor').fill('Jefe de compras');

    // Back to the first step and forward again: every value is kept.
    await previousStep(page, 'Información Cliente');
    await expectCustomerStepKept();
    await previousStep(page, 'Información Contrato');
    await expect(page.getByRole('button', { name: 'Volver', exact: true }).count()).resolves.toBe(0);
    await expectContractStepKept();
    await nextStep(page, 'Información Cliente');
    await expectCustomerStepKept();
    await nextStep(page, 'Información Supervisor');
    await expectSupervisorStepKept();
    await nextStep(page, 'Servicios Contratados');

    // Step 4 "Servicios Contratados": Siguiente waits for a line.
    await activeStep(page).getByText('No hay servicios agregados aún.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Siguiente', exact: true }).isDisabled()).toBe(true);
    await chooseOption(page, stepField(page, 'Servicio'), COUNTED.name, { type: '100 doc' });
    await stepField(page, 'Cantidad').fill(COUNTED.quantity);
    await chooseOption(page, stepField(page, 'Tipo de Vigencia'), COUNTED.validity);
    await stepField(page, 'Cantidad de Vigencia').fill(COUNTED.amount);
    await page.getByRole('button', { name: 'Guardar servicio', exact: true }).click();
    await activeStep(page).getByRole('cell', { name: COUNTED.name, exact: true }).waitFor();

    await chooseOption(page, stepField(page, 'Servicio'), UNLIMITED.name, { type: 'Plan Emp' });
    await activeStep(page).getByRole('switch', { name: 'Ilimitado' }).click();
    expect(await stepField(page, 'Cantidad').isDisabled()).toBe(true);
    await chooseOption(page, stepField(page, 'Tipo de Vigencia'), UNLIMITED.validity);
    await stepField(page, 'Cantidad de Vigencia').fill(UNLIMITED.amount);
    await page.getByRole('button', { name: 'Guardar servicio', exact: true }).click();
    await activeStep(page).getByRole('cell', { name: UNLIMITED.name, exact: true }).waitFor();
    expect(await serviceLines()).toEqual(expectedLines);
    await pageShot(page, 'contracts-4-servicios');
    await nextStep(page, 'Resumen');

    // Step 5 "Resumen": es-ES dates, dot thousands, "Ilimitada", the legal name for a NIT.
    const expectSummary = async () => {
      const summary = activeStep(page);
      expect(await described(summary, 'Número de oportunidad').innerText()).toBe(contractNumber);
      expect(await described(summary, 'Empresa').innerText()).toBe(COMPANY.legalName);
      expect(await described(summary, 'Fecha inicio').innerText()).toBe(start.display);
      expect(await described(summary, 'Fecha fin').innerText()).toBe(end.display);
      expect(await described(summary, 'Tipo de identificación').innerText()).toBe('NIT');
      expect(await described(summary, 'Número de identificación').innerText()).toBe(COMPANY.nit);
      const cards = summary.getByTestId('summary-line');
      expect(await cards.count()).toBe(2);
      for (const [name, quantity, validity, amount] of expectedLines) {
        const card = cards.filter({ has: page.getByText(name, { exact: true }) });
        expect(await described(card, 'Cantidad').innerText()).toBe(quantity);
        expect(await described(card, 'Tipo de Vigencia').innerText()).toBe(validity);
        expect(await described(card, 'Cantidad de Vigencia').innerText()).toBe(amount);
      }
    };
    await expectSummary();
    await pageShot(page, 'contracts-5-resumen');

    // Back to the services and the supervisor, and forward again: the lines and values are kept.
    await previousStep(page, 'Servicios Contratados');
    expect(await serviceLines()).toEqual(expectedLines);
    await previousStep(page, 'Información Supervisor');
    await expectSupervisorStepKept();
    await nextStep(page, 'Servicios Contratados');
    expect(await serviceLines()).toEqual(expectedLines);
    await nextStep(page, 'Resumen');
    await expectSummary();

    // The holders' authorization (decision 0069), the customer's and the supervisor's: "Finalizar y guardar" says
    // why it waits until it is ticked.
    await page.getByRole('button', { name: 'Finalizar y guardar', exact: true }).click();
    await activeStep(page)
      .getByText('Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.', { exact: true })
      .waitFor();
    expect(await page.getByRole('dialog').filter({ hasText: 'Guardar convenio' }).count()).toBe(0);
    await activeStep(page)
      .getByRole('checkbox', {
        name: /^El titular y el supervisor autorizaron el tratamiento de sus datos personales conforme a la\s*Política de Tratamiento de Datos Personales \(versión \d+\)\s*\.$/,
      })
      .check();
    // "Finalizar y guardar" asks first: once saved the contract cannot be changed.
    await page.getByRole('button', { name: 'Finalizar y guardar', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Guardar convenio' });
    await confirm.getByText('Una vez guardado, el convenio no podrá ser modificado. ¿Desea guardarlo?', { exact: true }).waitFor();
    await settled(confirm);
    await pageShot(page, 'contracts-6-confirmar');
    await confirm.getByRole('button', { name: 'Guardar', exact: true }).click();
    const success = page.getByRole('dialog').filter({ hasText: '¡Convenio guardado!' });
    await success.waitFor({ timeout: 15000 });
    expect(await page.getByText('¡Algo salió mal!').count()).toBe(0);
    await confirm.waitFor({ state: 'hidden' });
    await settled(success);
    await pageShot(page, 'contracts-7-guardado');
    saved = true;

    // 4 s later the page reloads with an empty wizard.
    await page.waitForEvent('load', { timeout: 15000 });
    await onStep(page, 'Información Contrato');
    await success.waitFor({ state: 'detached' });
    expect(await stepField(page, 'Número de oportunidad').inputValue()).toBe('');
  });

  it('the customer user sees both packages on "Productos adquiridos" and the used amount moves after consumption', async () => {
    expect(saved).toBe(true);
    await freshSession();
    await signIn(page, CUSTOMER_USER, { brand: 'colfactura', redirect: '/dashboard' });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30000 });
    await page.getByRole('heading', { name: 'Productos adquiridos', exact: true }).first().waitFor();
    await page.getByText(PRODUCT, { exact: true }).first().waitFor();
    await contractedPackage(page, COUNTED.name).waitFor();
    await contractedPackage(page, UNLIMITED.name).waitFor();

    const unlimited = await openPackageDetail(page, UNLIMITED.name);
    expect(await packageFigure(unlimited, 'Total')).toBe('Ilimitado');
    expect(await packageFigure(unlimited, 'Disponible')).toBe('Ilimitado');
    const unlimitedRow = await contractRow(unlimited, contractNumber);
    expect(unlimitedRow['Fecha inicio']).toBe(start.display);
    expect(unlimitedRow.Total).toBe('Ilimitado');
    expect(unlimitedRow.Disponibles).toBe('Ilimitado');

    const counted = await openPackageDetail(page, COUNTED.name);
    expect(await packageFigure(counted, 'Total')).toBe(COUNTED.shown);
    const countedRow = await contractRow(counted, contractNumber);
    expect(countedRow['Fecha inicio']).toBe(start.display);
    expect(countedRow.Total).toBe(COUNTED.shown);
    // The counted line expires before the unlimited one: consumption of the feature draws from it first.
    expect(shownDate(countedRow['Fecha vencimiento']) < shownDate(unlimitedRow['Fecha vencimiento'])).toBe(true);
    const usedBefore = shownNumber(await packageFigure(counted, 'Usado'));
    const availableBefore = shownNumber(await packageFigure(counted, 'Disponible'));
    expect(usedBefore + availableBefore).toBe(shownNumber(COUNTED.shown));
    await pageShot(page, 'contracts-8-productos-adquiridos');

    // The invoicing app reports documents of the company through the consumption API.
    const consumption = await reportConsumption('colfactura', {
      documentType: 4,
      documentNumber: COMPANY.nit,
      featureCode: 'COLFACTURA_DOCUMENTO',
      quantity: CONSUMED,
    });
    expect(consumption.status).toBe(200);
    expect(consumption.body.outcome).toBe('ACCEPTED');

    await page.reload();
    await page.getByRole('heading', { name: 'Productos adquiridos', exact: true }).first().waitFor();
    const after = await openPackageDetail(page, COUNTED.name);
    const usedAfter = shownNumber(await packageFigure(after, 'Usado'));
    const availableAfter = shownNumber(await packageFigure(after, 'Disponible'));
    expect(usedAfter).toBe(usedBefore + CONSUMED);
    expect(availableAfter).toBe(availableBefore - CONSUMED);
    expect(await packageFigure(after, 'Total')).toBe(COUNTED.shown);
    expect(await packageFigure(after, 'Usado')).toBe(withDots(usedBefore + CONSUMED));
    const rowAfter = await contractRow(after, contractNumber);
    expect(shownNumber(rowAfter.Usados)).toBe(usedBefore + CONSUMED);
    expect(shownNumber(rowAfter.Disponibles)).toBe(availableBefore - CONSUMED);
    await pageShot(page, 'contracts-9-consumo');
  });
});
