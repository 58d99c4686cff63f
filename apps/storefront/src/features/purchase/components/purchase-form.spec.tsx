import '../../../testing/text-encoder';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, nitCheckDigit } from '@lic/shared-rules';
import { ApiError, NO_RESPONSE, sessionStore } from '@lic/web-api-client';
import { CUSTOMER_LABELS, EMAIL_VERIFICATION_TEXTS } from '@lic/web-ui';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { customerSession } from '../../../testing/fake-session';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { browserWindow } from '../../cart/hooks/use-cart-navigation';
import { packageOf } from '../../catalogue/catalogue.fixtures';
import { PURCHASE_MODAL_TEXTS, PURCHASE_TEXTS } from '../purchase.messages';
import {
  cartItems,
  choose,
  fill,
  fillNaturalPerson,
  parameter,
  registeredCustomer,
  renderPage,
  requestsTo,
  user,
  type Reply,
} from '../testing/purchase-test-kit';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const REGISTER = '/license/api/PurchaseOrderLicense/RegisterPurchaseOrder';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const basePlan = packageOf(1, 'Plan Emprendedor', { packagePrice: 350_000 });
const freePlan = packageOf(2, 'Plan Gratis', { packagePrice: 0 });
const documents = packageOf(3, 'Documentos adicionales', {
  packagePrice: 120_000,
  packageType: { packageTypeId: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
});

const order = (code: string, extra: Record<string, unknown> = {}) => ({
  result: {
    referenceUuid: 'ref-123',
    paymentReference: 'CF-000123',
    code,
    statusMessage: '',
    documentType: 1,
    documentNumber: '1020304050',
    token: null,
    paymentRequest: null,
    paymentGateway: null,
    epaycoPaymentCode: null,
    ...extra,
  },
  statusMessage: 'Orden registrada',
});

const section = (name: 'billing' | 'service') => screen.getByTestId(`${name}-section`);

/** A signed-in customer whose licence data come prefilled: only the terms are left to accept. */
function signedIn(replies: Record<string, Reply> = {}) {
  sessionStore.setSession(customerSession());
  return { 'POST /license/api/PurchaseOrderLicense/GetCustomerInformation': { result: registeredCustomer }, ...replies };
}

async function acceptTerms() {
  await user.click(screen.getByRole('checkbox', { name: /Política de Tratamiento de Datos Personales/ }));
}

async function waitForPrefill() {
  await waitFor(() => expect(within(section('service')).getByLabelText(CUSTOMER_LABELS.email)).toHaveValue(registeredCustomer.email));
}

describe('PurchaseForm', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
  });
  afterEach(() => {
    sessionStore.clear();
    jest.restoreAllMocks();
  });

  it('offers billing and licence data with online and cash payment for a cart to pay', async () => {
    renderPage('/registerPurchaseOrder', { cart: [{ pkg: basePlan, quantity: 1 }] });

    expect(await screen.findByRole('heading', { name: PURCHASE_TEXTS.titlePurchase })).toBeInTheDocument();
    expect(within(section('billing')).getByText(PURCHASE_TEXTS.billingSection)).toBeInTheDocument();
    expect(within(section('service')).getByText(PURCHASE_TEXTS.serviceSection)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PURCHASE_TEXTS.back })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PURCHASE_TEXTS.cancel })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline })).toBeEnabled());
    expect(screen.getByRole('button', { name: PURCHASE_TEXTS.payCash })).toBeEnabled();
    expect(screen.queryByRole('button', { name: PURCHASE_TEXTS.activate })).toBeNull();
    // The order summary: each line's name and quantity apart from its price.
    expect(screen.getByText('Plan Emprendedor x 1')).toBeInTheDocument();
    expect(screen.getAllByText('$ 350.000')).toHaveLength(2); // the line and the total
  });

  it('switches the licence customer to a legal person with a NIT, its check digit, a legal name without special characters and a representative who is not the NIT', async () => {
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: {
        'GET /license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc': {
          result: { razonSocial: 'Comercializadora Andina S.A.S.', dv: 8, found: true },
        },
      },
    });
    const service = await screen.findByTestId('service-section');

    await user.click(within(service).getByRole('radio', { name: CUSTOMER_LABELS.legalPerson }));
    expect(within(service).getByRole('combobox', { name: CUSTOMER_LABELS.documentType })).toBeDisabled();
    await fill(service, CUSTOMER_LABELS.documentNumber, '900123456');
    await user.click(within(service).getByLabelText(CUSTOMER_LABELS.phone));

    expect(within(service).getByLabelText(CUSTOMER_LABELS.checkDigit)).toHaveValue(String(nitCheckDigit('900123456')));
    await waitFor(() => expect(within(service).getByLabelText(CUSTOMER_LABELS.legalName)).toHaveValue('Comercializadora Andina S.A.S.'));
    await fill(service, CUSTOMER_LABELS.legalDocumentNumber, '900123456');
    expect(await within(service).findByText(MESSAGES.documentsMustDiffer)).toBeInTheDocument();

    await fill(service, CUSTOMER_LABELS.legalName, 'Empresa <script>%$#');
    expect(await within(service).findByText(MESSAGES.legalName)).toBeInTheDocument();
    await fill(service, CUSTOMER_LABELS.legalName, 'Café & Compañía (Andina) S.A.S.');
    await waitFor(() => expect(within(service).queryByText(MESSAGES.legalName)).toBeNull());

    await user.click(within(service).getByRole('radio', { name: CUSTOMER_LABELS.naturalPerson }));
    expect(within(service).getByLabelText(CUSTOMER_LABELS.documentNumber)).toHaveValue('');
    expect(within(service).queryByLabelText(CUSTOMER_LABELS.legalDocumentNumber)).toBeNull();
    expect(within(service).getByLabelText(CUSTOMER_LABELS.firstName)).toBeInTheDocument();
  });

  it('activates a free cart: activation title, no billing, only "Activar"', async () => {
    renderPage('/registerPurchaseOrder', { cart: [{ pkg: freePlan, quantity: 1 }] });

    expect(await screen.findByRole('heading', { name: PURCHASE_TEXTS.titleActivation })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PURCHASE_TEXTS.activate })).toBeInTheDocument();
    expect(screen.queryByTestId('billing-section')).toBeNull();
    expect(screen.queryByRole('button', { name: PURCHASE_TEXTS.payOnline })).toBeNull();
    expect(screen.queryByRole('button', { name: PURCHASE_TEXTS.payCash })).toBeNull();
  });

  it('shows only "Activar" on the activation route', async () => {
    renderPage('/registerPurchaseOrder/activatePlan', { appName: 'firmaya', cart: [{ pkg: freePlan, quantity: 1 }] });
    expect(await screen.findByRole('heading', { name: PURCHASE_TEXTS.titleActivation })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PURCHASE_TEXTS.activate })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PURCHASE_TEXTS.payOnline })).toBeNull();
  });

  it('never offers cash payment in bemyself', async () => {
    renderPage('/registerPurchaseOrder', { appName: 'bemyself', cart: [{ pkg: basePlan, quantity: 1 }] });
    expect(await screen.findByRole('button', { name: PURCHASE_TEXTS.payOnline })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PURCHASE_TEXTS.payCash })).toBeNull();
  });

  it.each([
    ['bemyself', 'shows', true],
    ['colfactura', 'does not show', false],
  ])(
    'an unknown NIT in %s %s "Número de documento no registrado" (restricted mode: a look-up without registry)',
    async (appName, _says, shown) => {
      const { requests } = renderPage('/registerPurchaseOrder', {
        appName,
        cart: [{ pkg: basePlan, quantity: 1 }],
        replies: {
          'GET /license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc': { result: { razonSocial: null, dv: 8, found: false } },
        },
      });
      const service = await screen.findByTestId('service-section');
      await user.click(within(service).getByRole('radio', { name: CUSTOMER_LABELS.legalPerson }));
      await fill(service, CUSTOMER_LABELS.documentNumber, '900123456');
      await user.click(within(service).getByLabelText(CUSTOMER_LABELS.phone));
      await waitFor(() => expect(requestsTo(requests, '/license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc')).toHaveLength(1));
      if (shown) expect(await within(service).findByText(MESSAGES.documentNotRegistered)).toBeInTheDocument();
      else expect(within(service).queryByText(MESSAGES.documentNotRegistered)).toBeNull();
    },
  );

  it('hides cash payment when the brand turned it off', async () => {
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: { 'GET /license/api/parameter/GetAppParameters': { result: { records: [parameter('paymentCashApply', false)] } } },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: PURCHASE_TEXTS.payCash })).toBeNull());
    expect(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline })).toBeInTheDocument();
  });

  it('verifies a new e-mail with its code before registering an online payment', async () => {
    const { requests, location } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: {
        'GET /license/api/purchaseorderlicense/checkisvalidemail': { result: { approvalMail: false } },
        'POST /license/api/purchaseorderlicense/validationmailcode': (body: unknown) =>
          (body as { code: string }).code === '123456'
            ? { result: { approved: true }, statusMessage: 'Correo verificado' }
            : new ApiError({ status: 422, statusMessage: 'El código ingresado no es válido.' }),
        [`POST ${REGISTER}`]: order('OK01'),
      },
    });
    const service = await screen.findByTestId('service-section');
    await fillNaturalPerson(service);
    await acceptTerms();

    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    expect(await screen.findByText(EMAIL_VERIFICATION_TEXTS.codeTitle)).toBeInTheDocument();
    expect(requestsTo(requests, '/license/api/purchaseorderlicense/checkisvalidemail')[0].headers).toEqual({
      pEmail: 'ana.perez@example.com',
      pResendEmail: 'false',
      pAppName: 'colfactura',
    });
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);

    const code = screen.getByLabelText(EMAIL_VERIFICATION_TEXTS.codeLabel);
    await user.click(code);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify }));
    expect(await screen.findByText('El código ingresado no es válido.')).toBeInTheDocument();

    await user.clear(code);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify }));
    await user.click(await screen.findByRole('button', { name: EMAIL_VERIFICATION_TEXTS.continue }));

    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder/statusOrder/ref-123'));
    const [registration] = requestsTo(requests, REGISTER);
    expect(registration.body).toMatchObject({
      paymentMethod: 'EN_LINEA',
      appName: 'colfactura',
      legalTermsCheck: true,
      packagesToPurchase: [{ packageId: 1, packageCode: 'PKG-1', packageQuantity: 1 }],
      customerService: {
        personType: 'N',
        documentTypeId: 1,
        documentNumber: '1020304050',
        firstName: 'Ana María',
        lastName: 'Pérez',
        legalName: null,
        email: 'ana.perez@example.com',
        departmentId: 5,
        cityId: 5001,
      },
      // No billing person type: billing is the licence customer.
      customerBilling: { documentNumber: '1020304050', email: 'ana.perez@example.com' },
    });
    expect((registration.body as { submissionId: string }).submissionId).toMatch(UUID);
    expect(requestsTo(requests, '/license/api/license/GetPackageBaseCustomer')[0].body).toEqual({
      DocumentType: 1,
      DocumentNumber: '1020304050',
      ServiceName: 'colfactura',
    });
    // An online order keeps the cart until its payment succeeds (decision 0018).
    expect(cartItems()).toBe('1x1');
  });

  it('asks to confirm a cash order, registers it and goes to the summary', async () => {
    const { requests, location } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({ [`POST ${REGISTER}`]: order('WR12') }),
    });
    await waitForPrefill();
    await acceptTerms();

    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payCash }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(PURCHASE_MODAL_TEXTS.cashTitle)).toBeInTheDocument();
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: PURCHASE_MODAL_TEXTS.cashSend }));

    expect(await screen.findByText(PURCHASE_MODAL_TEXTS.cashSent)).toBeInTheDocument();
    expect(requestsTo(requests, REGISTER)[0].body).toMatchObject({ paymentMethod: 'EFECTIVO' });
    await user.click(screen.getByRole('button', { name: PURCHASE_MODAL_TEXTS.accept }));
    await waitFor(() => expect(location.pathname).toBe('/summaryorder/ref-123'));
  });

  it('registers nothing when the cash confirmation is cancelled', async () => {
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({ [`POST ${REGISTER}`]: order('WR12') }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payCash }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: PURCHASE_MODAL_TEXTS.cancel }));

    await waitFor(() => expect(screen.getByRole('button', { name: PURCHASE_TEXTS.payCash })).toBeEnabled());
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);
    expect(cartItems()).toBe('1x1');
  });

  it('locks the signed-in customer licence data and warns when billing goes to another document', async () => {
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({ [`POST ${REGISTER}`]: order('WR12') }),
    });
    await waitForPrefill();
    const service = section('service');
    expect(within(service).getByText(PURCHASE_TEXTS.lockedService)).toBeInTheDocument();
    expect(within(service).getByLabelText(CUSTOMER_LABELS.email)).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: PURCHASE_TEXTS.billingSwitch }));
    const billing = section('billing');
    await fillNaturalPerson(billing, 'facturacion@example.com');
    await fill(billing, CUSTOMER_LABELS.documentNumber, '5566778899');
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const warning = await screen.findByRole('dialog');
    expect(within(warning).getByText(PURCHASE_MODAL_TEXTS.changeCustomerText)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: PURCHASE_MODAL_TEXTS.continue }));

    await waitFor(() => expect(requestsTo(requests, REGISTER)).toHaveLength(1));
    expect(requestsTo(requests, REGISTER)[0].body).toMatchObject({
      customerService: { documentNumber: '1020304050' },
      customerBilling: { documentNumber: '5566778899', email: 'facturacion@example.com' },
    });
  });

  it('copies the billing data into the licence data', async () => {
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: { [`POST ${REGISTER}`]: order('WR12') },
    });
    const billing = await screen.findByTestId('billing-section');
    await fillNaturalPerson(billing, 'facturacion@example.com');
    await user.click(screen.getByRole('checkbox', { name: PURCHASE_TEXTS.copyBillingToService }));

    const service = section('service');
    await waitFor(() => expect(within(service).getByLabelText(CUSTOMER_LABELS.email)).toHaveValue('facturacion@example.com'));
    expect(within(service).getByLabelText(CUSTOMER_LABELS.documentNumber)).toHaveValue('1020304050');
    await fill(billing, CUSTOMER_LABELS.phone, '3109876543');
    await waitFor(() => expect(within(service).getByLabelText(CUSTOMER_LABELS.phone)).toHaveValue('3109876543'));

    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    await waitFor(() => expect(requestsTo(requests, REGISTER)).toHaveLength(1));
    expect(requestsTo(requests, REGISTER)[0].body).toMatchObject({
      customerBilling: { email: 'facturacion@example.com', cellphoneNumber: '3109876543' },
      customerService: { email: 'facturacion@example.com', cellphoneNumber: '3109876543', departmentId: 5, cityId: 5001 },
    });
  });

  it('bills a company (no legal representative asked for billing) for a licence held by a person', async () => {
    const { requests, location } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: {
        'GET /license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc': {
          result: { razonSocial: 'Comercializadora Andina S.A.S.', dv: 8, found: true },
        },
        [`POST ${REGISTER}`]: order('WR12'),
      },
    });
    const billing = await screen.findByTestId('billing-section');
    await user.click(within(billing).getByRole('radio', { name: CUSTOMER_LABELS.legalPerson }));
    await fill(billing, CUSTOMER_LABELS.documentNumber, '900123456');
    await user.click(within(billing).getByLabelText(CUSTOMER_LABELS.phone)); // leaving the number looks the legal name up
    await waitFor(() => expect(within(billing).getByLabelText(CUSTOMER_LABELS.legalName)).toHaveValue('Comercializadora Andina S.A.S.'));
    await fill(billing, CUSTOMER_LABELS.phone, '3104567890');
    await fill(billing, CUSTOMER_LABELS.email, 'compras@andina.example.com');
    await fill(billing, CUSTOMER_LABELS.address, 'Carrera 7 # 71-21');
    await choose(billing, CUSTOMER_LABELS.department, 'Antioquia');
    await choose(billing, CUSTOMER_LABELS.city, 'Medellín');
    // The billing block of a company has no legal representative; the licence block of one does.
    expect(within(billing).queryByLabelText(CUSTOMER_LABELS.legalDocumentNumber)).toBeNull();
    await fillNaturalPerson(section('service'));
    await acceptTerms();

    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder/statusOrder/ref-123'));
    expect(requestsTo(requests, REGISTER)[0].body).toMatchObject({
      customerBilling: {
        personType: 'J',
        documentTypeId: 4,
        documentNumber: '900123456',
        legalName: 'Comercializadora Andina S.A.S.',
        legalDocumentTypeId: null,
        legalDocumentNumber: null,
        legalFirstName: null,
        legalLastName: null,
      },
      customerService: { personType: 'N', documentNumber: '1020304050' },
    });
  });

  it("shows the server's field messages beside the fields of a refused order, not a generic dialog", async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      statusMessage: 'La solicitud contiene datos no válidos.',
      errors: [
        { field: 'customerBilling.cityId', message: 'El municipio seleccionado no pertenece al departamento.' },
        { field: 'customerService.email', message: 'El dominio del correo electrónico no está permitido.' },
        { field: 'customerService.lastName', message: 'Mínimo 3 caracteres.' },
      ],
    });
    let attempts = 0;
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: { [`POST ${REGISTER}`]: () => (++attempts === 1 ? refusal : order('WR12')) },
    });
    const billing = await screen.findByTestId('billing-section');
    await fillNaturalPerson(billing, 'facturacion@example.com');
    await fillNaturalPerson(section('service'));
    await acceptTerms();

    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const fieldError = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    expect(
      await within(fieldError(billing, CUSTOMER_LABELS.city)).findByText('El municipio seleccionado no pertenece al departamento.'),
    ).toBeVisible();
    expect(
      within(fieldError(section('service'), CUSTOMER_LABELS.email)).getByText('El dominio del correo electrónico no está permitido.'),
    ).toBeVisible();
    expect(within(fieldError(section('service'), CUSTOMER_LABELS.lastName)).getByText('Mínimo 3 caracteres.')).toBeVisible();
    expect(screen.queryByText('La solicitud contiene datos no válidos.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // A changed field is checked again: the server's message goes.
    await fill(section('service'), CUSTOMER_LABELS.lastName, 'Pérez Gómez');
    await waitFor(() =>
      expect(within(fieldError(section('service'), CUSTOMER_LABELS.lastName)).queryByText('Mínimo 3 caracteres.')).toBeNull(),
    );
  });

  it('says in the error dialog a refusal that has no field on the form', async () => {
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({
        [`POST ${REGISTER}`]: new ApiError({
          status: 400,
          code: 'VALIDATION',
          statusMessage: 'packagesToPurchase.0.packageQuantity: El valor máximo permitido es 999.',
          errors: [{ field: 'packagesToPurchase.0.packageQuantity', message: 'El valor máximo permitido es 999.' }],
        }),
      }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.sorry)).toBeInTheDocument();
    expect(within(modal).getByText('El valor máximo permitido es 999.')).toBeInTheDocument();
    expect(within(modal).queryByText(/packagesToPurchase/)).toBeNull();
  });

  it('stops with the base-package warning when the customer has no base plan and the cart none', async () => {
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: documents, quantity: 1 }],
      replies: signedIn(),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    expect(await screen.findByText('Para continuar la compra, debes primero seleccionar un paquete base.')).toBeInTheDocument();
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);
  });

  it('shows the single-licence message (ER16) and sends the visitor to sign in, then reloads', async () => {
    const reload = jest.spyOn(browserWindow, 'reload').mockImplementation(() => undefined);
    const { location } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: {
        'POST /license/api/PurchaseOrderLicense/GetCustomerInformation': { result: null },
        [`POST ${REGISTER}`]: new ApiError({
          status: 422,
          statusMessage: 'Ya cuentas con una licencia activa de Colfactura.',
          body: {
            statusMessage: 'Ya cuentas con una licencia activa de Colfactura.',
            responseData: { Code: 'ER16', MinDateToRenewLicense: '2030-06-30' },
          },
        }),
      },
    });
    const service = await screen.findByTestId('service-section');
    await fillNaturalPerson(service);
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Ya cuentas con una licencia activa de Colfactura.')).toBeInTheDocument();
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.minRenewalDate('30/06/2030'))).toBeInTheDocument();
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.additionalLicenceHint)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: PURCHASE_MODAL_TEXTS.signIn }));

    await waitFor(() => expect(location.pathname).toBe('/login'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(cartItems()).toBe('1x1');
  });

  it('offers "Ir a Mi Plan" to a signed-in customer on ER16', async () => {
    const reload = jest.spyOn(browserWindow, 'reload').mockImplementation(() => undefined);
    const { location } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({ [`POST ${REGISTER}`]: order('ER16', { statusMessage: 'Solo puedes tener una licencia.' }) }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: PURCHASE_MODAL_TEXTS.goToMyPlan }));
    await waitFor(() => expect(location.pathname).toBe('/myplan'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('shows the pending-activation message (ER17)', async () => {
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({
        [`POST ${REGISTER}`]: new ApiError({
          status: 422,
          statusMessage: 'Tienes una licencia pendiente por activar.',
          body: { responseData: JSON.stringify({ Code: 'ER17' }) },
        }),
      }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.somethingWrong)).toBeInTheDocument();
    expect(within(modal).getByText('Tienes una licencia pendiente por activar.')).toBeInTheDocument();
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.contactSupport)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: PURCHASE_MODAL_TEXTS.understood }));
    await waitFor(() => expect(screen.queryByText(PURCHASE_MODAL_TEXTS.somethingWrong)).toBeNull());
  });

  it('shows the default purchase error when the server does not answer, and keeps the submission id for a retry', async () => {
    let attempts = 0;
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({
        [`POST ${REGISTER}`]: () => (++attempts === 1 ? new ApiError({ status: 0, statusMessage: NO_RESPONSE }) : order('WR12')),
      }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.sorry)).toBeInTheDocument();
    expect(within(modal).getByText(NO_RESPONSE)).toBeInTheDocument();
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.encourage)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: PURCHASE_MODAL_TEXTS.buyNow }));

    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    await waitFor(() => expect(requestsTo(requests, REGISTER)).toHaveLength(2));
    const [first, second] = requestsTo(requests, REGISTER).map((request) => (request.body as { submissionId: string }).submissionId);
    expect(second).toBe(first);
  });

  it('tells a free activation of an existing account (OK16) and offers to go to the app', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: freePlan, quantity: 1 }],
      replies: signedIn({ [`POST ${REGISTER}`]: order('OK16') }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.activate }));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.activeAccountTitle)).toBeInTheDocument();
    expect(requestsTo(requests, REGISTER)[0].body).toMatchObject({ paymentMethod: 'SIN_PAGO', checkUserActivation: true });
    await user.click(within(modal).getByRole('button', { name: 'Ir a Colfactura' }));
    expect(assign).toHaveBeenCalledWith('https://www.colfactura.example/');
  });

  it("asks for the gateway's checkout with the order's token and goes there", async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    const paymentRequest = { fullReference: 'CF-000123', redirectionUrl: '/registerPurchaseOrder/statusOrder/ref-123', taxIva: 55_882.35 };
    const { requests } = renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({
        [`POST ${REGISTER}`]: order('WR12', { token: 'token-de-la-orden', paymentRequest, paymentGateway: 'SANDBOX' }),
        'POST /payment/form': {
          result: { url: '/payment/sandbox/pay-1', paymentId: 'pay-1', paymentGateway: 'SANDBOX', referenceUuid: 'ref-123' },
        },
      }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/sandbox/pay-1'));
    const [form] = requestsTo(requests, '/payment/form');
    expect(form.headers).toEqual({ token: 'token-de-la-orden' });
    expect(form.body).toMatchObject({
      ...paymentRequest,
      user: { documentNumber: registeredCustomer.documentNumber, email: registeredCustomer.email },
    });
    // Decision 0018: the cart stays until the payment succeeds.
    expect(cartItems()).toBe('1x1');
  });

  it('says the online payment could not start (storefront.md §8) when the gateway cannot give the checkout', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({
        [`POST ${REGISTER}`]: order('WR12', { token: 'token-de-la-orden', paymentRequest: { fullReference: 'CF-000123' } }),
        'POST /payment/form': new ApiError({
          status: 422,
          statusMessage: 'La pasarela de pagos no está disponible en este momento. Por favor intenta nuevamente.',
        }),
      }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));

    const modal = await screen.findByRole('dialog');
    expect(
      within(modal).getByText('Se ha presentado un error al proceder a realizar el pago en línea, Por favor intenta nuevamente.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows an absolute gateway URL of an online payment', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: signedIn({
        [`POST ${REGISTER}`]: order('WR12', {
          paymentRequest: { fullReference: 'CF-000123', redirectionUrl: 'https://pagos.example/checkout/abc' },
        }),
      }),
    });
    await waitForPrefill();
    await acceptTerms();
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pagos.example/checkout/abc'));
  });
});
