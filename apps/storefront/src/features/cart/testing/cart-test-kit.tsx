import '../../../testing/text-encoder';
import { configure, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import { createApiClient } from '@lic/web-api-client';
import { AntdTestStyles } from '@lic/web-ui/testing';
import type { FakeAnswer, RecordedCall } from '@lic/web-api-client/testing';
import { storefrontRoutes } from '../../../app/routes';
import { StorefrontProviders } from '../../../app/storefront-providers';
import { useCart } from '../cart-context';

// antd renders slowly in jsdom on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

export type Reply = FakeAnswer | Error | ((call: RecordedCall) => FakeAnswer | Error);

/**
 * A fetch that answers by "METHOD /path-prefix" (case-insensitive) rather than by order, so that the
 * cart's calls and those of the pages around it need no fixed sequence. A list of replies is used in
 * turn, its last one repeating; an unknown call gets a 404.
 */
export function routedFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: RecordedCall[] = [];
  const queues = Object.entries(routes).map(([route, replies]) => {
    const [method, prefix] = route.split(' ');
    return { method, prefix: prefix.toLowerCase(), replies: Array.isArray(replies) ? [...replies] : [replies] };
  });
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = queues.find((candidate) => candidate.method === call.method && call.url.toLowerCase().startsWith(candidate.prefix));
    const reply = route ? (route.replies.length > 1 ? route.replies.shift() : route.replies[0]) : { status: 404, body: {} };
    const answer = typeof reply === 'function' ? reply(call) : (reply as FakeAnswer | Error);
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: () => null },
      text: async () => text,
    } as unknown as Response;
  };
  return { impl: impl as typeof fetch, calls };
}

export const callsTo = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((call) => call.url.toLowerCase().startsWith(path.toLowerCase()));

export interface CartRenderOptions {
  appName?: string;
  routes?: Record<string, Reply | Reply[]>;
}

function providers(options: CartRenderOptions) {
  const appName = options.appName ?? 'colfactura';
  const fetch = routedFetch(options.routes ?? {});
  const client = createApiClient({ appName, onLogout: () => undefined, fetchImpl: fetch.impl });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AntdTestStyles>
      <StorefrontProviders client={client} appName={appName} tenant={appName} connectSession={() => () => undefined}>
        {children}
      </StorefrontProviders>
    </AntdTestStyles>
  );
  return { Wrapper, calls: fetch.calls };
}

/** useCart inside the storefront's providers. */
export function renderCart(options: CartRenderOptions = {}) {
  const { Wrapper, calls } = providers(options);
  const view = renderHook(() => useCart(), { wrapper: Wrapper });
  return { ...view, calls };
}

/** The storefront's route table at `path`, with the cart's providers and a routed fetch. */
export function renderCartApp(path: string, options: CartRenderOptions = {}) {
  const { Wrapper, calls } = providers(options);
  const location = { pathname: '', search: '', state: null as unknown };
  function CurrentRoutes() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    location.state = current.state;
    return useRoutes(storefrontRoutes);
  }
  const view = render(
    <Wrapper>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRoutes />
      </MemoryRouter>
    </Wrapper>,
  );
  return { ...view, location, calls };
}

let nextId = 100;

/** A catalogue package: 119,000 a year with 19 % IVA, no offer. */
export function storefrontPackage(overrides: Partial<StorefrontPackage> = {}): StorefrontPackage {
  const packageId = overrides.packageId ?? nextId++;
  const typeCode = overrides.packageType?.packageTypeCode ?? 'BAS';
  const price = overrides.packagePrice ?? 119_000;
  return {
    packageId,
    packageCode: `PKG${packageId}`,
    packageName: `Paquete ${packageId}`,
    packageDescription: '',
    packageType: {
      packageTypeId: typeCode === 'BAS' ? 1 : typeCode === 'CMB' ? 2 : 3,
      packageTypeCode: typeCode,
      packageTypeName: typeCode,
    },
    packagePrice: price,
    packageUnitPrice: Math.round((price * 100) / 119),
    packagePriceWithDiscount: price,
    discount: 0,
    taxIva: 19,
    applyOffer: false,
    offerTypeCode: null,
    totalOffer: 0,
    offerExpirationTime: null,
    urlImageOffer: null,
    validityTypeId: 'P',
    validityPeriod: 12,
    validityPeriodDescription: '12 meses',
    publicVisibility: true,
    summaryHtml: null,
    serviceName: 'colfactura',
    isEmployee: false,
    isDocument: false,
    itemsPackageFeatures: [
      {
        itemPackageId: packageId * 10,
        quantity: 500,
        isunlimited: false,
        serviceFeature: {
          serviceFeatureId: 1,
          serviceFeatureCode: 'DOCUMENTOS',
          serviceFeatureDescription: 'Documentos electrónicos',
          featureAlias: null,
          storageUnit: null,
        },
      },
    ],
    ...overrides,
  };
}

export function catalogueAnswer(packages: StorefrontPackage[]): FakeAnswer {
  const group = (code: string) => packages.filter((pkg) => pkg.packageType.packageTypeCode === code);
  const catalogue: StorefrontCatalogue = { offers: [], base: group('BAS'), combo: group('CMB'), complementary: group('CMP') };
  return { status: 200, body: { result: catalogue } };
}

export function parametersAnswer(values: Record<string, string | number | boolean>): FakeAnswer {
  const records = Object.entries(values).map(([parameterCode, value]) => ({
    parameterCode,
    parameterValue: JSON.stringify({ type: typeof value, value }),
  }));
  return { status: 200, body: { result: { records } } };
}

export const promoAnswer = (promotionCode: string, packageIds: number[], offerValue = 10): FakeAnswer => ({
  status: 200,
  body: {
    result: { promotionCode, offerTypeCode: 'PTJ', offerValue, applyTotalPurchase: false, packageIds, cart: null },
  },
});

export const promoRefused: FakeAnswer = {
  status: 400,
  body: {
    statusCode: 400,
    code: 'ORDERING.PROMOTION_CODE_NOT_APPLICABLE',
    statusMessage: 'No se puede aplicar el código promocional al paquete seleccionado.',
    errors: [],
  },
};

/** What localStorage holds under a key, as JSON (jsdom has no WebCrypto, so the cart is stored plain). */
export function stored<T = unknown>(key: string): T | null {
  const value = localStorage.getItem(key);
  return value === null ? null : (JSON.parse(value) as T);
}
