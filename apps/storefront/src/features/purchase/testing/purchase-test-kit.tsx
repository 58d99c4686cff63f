import '../../../testing/text-encoder';
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { StorefrontPackage } from '@lic/shared-api-types';
import { ApiError, type ApiClient, type RequestOptions } from '@lic/web-api-client';
import { CUSTOMER_LABELS } from '@lic/web-ui';
import { AntdTestStyles } from '@lic/web-ui/testing';
import { StorefrontProviders } from '../../../app/storefront-providers';
import { ActivatePlanRoute } from '../../../routes/activate-plan.route';
import { MessageValidationEmailRoute } from '../../../routes/message-validation-email.route';
import { RegisterPurchaseOrderRoute } from '../../../routes/register-purchase-order.route';
import { StatusOrderRoute } from '../../../routes/status-order.route';
import { TrialRoute } from '../../../routes/trial.route';
import { CartProvider, useCart } from '../../cart/cart-context';
import { pricingLineOf, toCartPackage, toStoredItem } from '../../cart/cart-item';
import { createCartStorage, type CartStorage } from '../../cart/cart-storage';
import { plainCodec } from '../../cart/stored-value-cipher';

export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A reply: the answer's body, an ApiError to throw, or a function of the request giving either. */
export type Reply = unknown | ApiError | ((body: unknown, options?: RequestOptions) => unknown);

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const DOCUMENT_TYPES = [
  { id: 1, value: 1, text: 'Cédula de ciudadanía', documentTypeCode: 'CC' },
  { id: 2, value: 2, text: 'Cédula de extranjería', documentTypeCode: 'CE' },
  { id: 4, value: 4, text: 'NIT', documentTypeCode: 'NI' },
  { id: 6, value: 6, text: 'Pasaporte', documentTypeCode: 'PA' },
];

const STATES = {
  statesList: [
    {
      id: 5,
      stateName: 'Antioquia',
      city: [
        { id: 5001, cityName: 'Medellín' },
        { id: 5088, cityName: 'Bello' },
      ],
    },
    { id: 11, stateName: 'Bogotá, D.C.', city: [{ id: 11001, cityName: 'Bogotá, D.C.' }] },
  ],
  itemsStatesList: [],
};

export const parameter = (code: string, value: string | number | boolean) => ({
  parameterCode: code,
  parameterValue: JSON.stringify({ type: typeof value, value }),
});

/** Answers every storefront page needs; a test adds or replaces routes. */
export function defaultReplies(): Record<string, Reply> {
  return {
    'GET /license/api/parameter/GetAppParameters': {
      result: {
        records: [
          parameter('urlLandingPage', 'https://www.colfactura.example/'),
          parameter('urlSecutityLogin', '/login'),
          parameter('urlPersonalDataTreatmentPolicy', 'https://www.colfactura.example/politica'),
          parameter('urlTermsAndConditions', 'https://www.colfactura.example/terminos'),
          parameter('userActivateTokenTime', 48),
        ],
      },
    },
    'GET /license/api/parameter/GetAllDocumentTypes': { result: { records: DOCUMENT_TYPES } },
    'GET /license/api/parameter/GetListStatesAndCities': { result: { records: STATES } },
    'GET /mail/api/Mail/emailsInBlackList': { result: { records: ['mailinator.com'] } },
    'POST /license/api/license/GetPackageBaseCustomer': {
      result: { hasBasePackage: false, hasOnlyFreeBasePackage: false, customerExists: false },
    },
    'GET /license/api/purchaseorderlicense/checkisvalidemail': { result: { approvalMail: true } },
    'GET /license/api/address/suggestions': { result: { records: [] } },
  };
}

/** An ApiClient answering by "METHOD path" prefix (case-insensitive); anything else is a 404. */
export function mockClient(appName: string, replies: Record<string, Reply>) {
  const requests: RecordedRequest[] = [];
  const answer = async (method: string, path: string, body: unknown, options?: RequestOptions) => {
    requests.push({ method, path, body, headers: options?.headers ?? {} });
    const key = `${method} ${path}`.toLowerCase();
    const match = Object.keys(replies)
      .filter((prefix) => key.startsWith(prefix.toLowerCase()))
      .sort((a, b) => b.length - a.length)[0];
    if (match === undefined) throw new ApiError({ status: 404, statusMessage: 'El recurso solicitado no existe.' });
    const reply = replies[match];
    const value = typeof reply === 'function' ? await (reply as (b: unknown, o?: RequestOptions) => unknown)(body, options) : reply;
    if (value instanceof ApiError) throw value;
    return value;
  };
  const client = {
    appName,
    get: jest.fn((path: string, options?: RequestOptions) => answer('GET', path, undefined, options)),
    post: jest.fn((path: string, body?: unknown, options?: RequestOptions) => answer('POST', path, body, options)),
    put: jest.fn((path: string, body?: unknown, options?: RequestOptions) => answer('PUT', path, body, options)),
    del: jest.fn((path: string, options?: RequestOptions) => answer('DELETE', path, undefined, options)),
  } as unknown as ApiClient;
  return { client, requests };
}

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/** A cart kept in memory, holding these packages from the start. */
export function cartStorageWith(items: Array<{ pkg: StorefrontPackage; quantity: number }>) {
  const storage = memoryStorage();
  const entries = items.map((item) => ({ pkg: toCartPackage(item.pkg), quantity: item.quantity }));
  if (entries.length > 0) {
    storage.setItem('cart', JSON.stringify(entries.map((entry) => toStoredItem(entry, undefined, pricingLineOf(entry, [])))));
  }
  return createCartStorage(plainCodec, storage);
}

function CartProbe() {
  const cart = useCart();
  return <output data-testid="cart-probe" data-items={cart.entries.map((entry) => `${entry.pkg.packageId}x${entry.quantity}`).join(',')} />;
}

export const cartItems = () => screen.getByTestId('cart-probe').getAttribute('data-items');

const routes: RouteObject[] = [
  { path: '/registerPurchaseOrder', element: <RegisterPurchaseOrderRoute /> },
  { path: '/registerPurchaseOrder/activatePlan', element: <ActivatePlanRoute /> },
  { path: '/registerPurchaseOrder/statusOrder/:refererenceUuid', element: <StatusOrderRoute /> },
  { path: '/messageValidationEmail', element: <MessageValidationEmailRoute /> },
  { path: '/trial', element: <TrialRoute /> },
  { path: '*', element: <p>Otra página</p> },
];

export interface RenderPageOptions {
  appName?: string;
  replies?: Record<string, Reply>;
  cart?: Array<{ pkg: StorefrontPackage; quantity: number }>;
  /** The cart's storage (instead of a new one holding `cart`), to carry a cart from one page to the next. */
  cartStorage?: CartStorage;
  /** Navigation state of the first entry. */
  state?: unknown;
}

/** One of this feature's pages in a memory router, with a mocked ApiClient and a cart in memory. */
export function renderPage(path: string, options: RenderPageOptions = {}) {
  const appName = options.appName ?? 'colfactura';
  const { client, requests } = mockClient(appName, { ...defaultReplies(), ...options.replies });
  const location = { pathname: '', search: '' };
  function CurrentRoutes() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return useRoutes(routes);
  }
  const cartStorage = options.cartStorage ?? cartStorageWith(options.cart ?? []);
  render(
    <AntdTestStyles>
      <StorefrontProviders client={client} appName={appName} tenant={appName} connectSession={() => () => undefined}>
        <CartProvider storage={cartStorage}>
          <MemoryRouter
            initialEntries={[
              { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state },
            ]}
          >
            <CurrentRoutes />
          </MemoryRouter>
          <CartProbe />
        </CartProvider>
      </StorefrontProviders>
    </AntdTestStyles>,
  );
  return { requests, location, client, cartStorage };
}

/** The requests made to a path (prefix, case-insensitive). */
export const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.toLowerCase().startsWith(path.toLowerCase()));

export async function fill(scope: HTMLElement, label: string, text: string) {
  const input = within(scope).getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

export async function choose(scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

/** Fills a customer block as a natural person with a cédula. */
export async function fillNaturalPerson(scope: HTMLElement, email = 'ana.perez@example.com') {
  await user.click(within(scope).getByRole('radio', { name: CUSTOMER_LABELS.naturalPerson }));
  await choose(scope, CUSTOMER_LABELS.documentType, 'Cédula de ciudadanía');
  await fill(scope, CUSTOMER_LABELS.documentNumber, '1020304050');
  await fill(scope, CUSTOMER_LABELS.firstName, 'Ana María');
  await fill(scope, CUSTOMER_LABELS.lastName, 'Pérez');
  await fill(scope, CUSTOMER_LABELS.phone, '3001234567');
  await fill(scope, CUSTOMER_LABELS.email, email);
  await fill(scope, CUSTOMER_LABELS.address, 'Calle 10 # 43-20');
  await choose(scope, CUSTOMER_LABELS.department, 'Antioquia');
  await choose(scope, CUSTOMER_LABELS.city, 'Medellín');
}

/** The signed-in customer GetCustomerInformation returns. */
export const registeredCustomer = {
  personType: 'N' as const,
  documentTypeId: 1,
  documentNumber: '1020304050',
  dv: null,
  legalName: null,
  firstName: 'Ana María',
  lastName: 'Pérez',
  cellphoneNumber: '3001234567',
  email: 'ana.perez@example.com',
  fulladdress: 'Calle 10 # 43-20',
  addressLatGeocode: null,
  addressLngGeocode: null,
  departmentId: 5,
  cityId: 5001,
  addressAdditionalInformation: null,
  legalDocumentTypeId: null,
  legalDocumentNumber: null,
  legalFirstName: null,
  legalLastName: null,
  departmentName: 'Antioquia',
  cityName: 'Medellín',
};
