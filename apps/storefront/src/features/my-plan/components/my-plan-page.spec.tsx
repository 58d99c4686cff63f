import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sessionStore } from '@lic/web-api-client';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { packageOf } from '../../catalogue/catalogue.fixtures';
import { browserNavigation } from '../../catalogue/landing-redirect';
import {
  CATALOGUE_PATH,
  EMPLOYEE_DETAIL_PATH,
  EMPLOYEE_MONTHS_PATH,
  LANDING_PAGE,
  MY_PLAN_PATH,
  cartProbe,
  catalogueAnswer,
  colfacturaPlan,
  colnominaPlan,
  monthDetail,
  planAnswer,
  renderMyPlan,
  requestsTo,
  signIn,
  user,
} from '../testing/my-plan-test-kit';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const expired = () => new ApiError({ status: 422, code: 'LICENSING.PLAN_EXPIRED', statusMessage: '¡Tu plan base ha vencido!' });

const complementaryPackage = (id: number, name: string) =>
  packageOf(id, name, { packageType: { packageTypeId: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' } });

describe('Mis planes adquiridos', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    sessionStore.clear();
    localStorage.clear();
    resetAppParametersCache();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("shows the customer's plan: package, end date, feature figures and the two tables", async () => {
    signIn();
    const { requests } = renderMyPlan({ replies: { [`POST ${MY_PLAN_PATH}`]: planAnswer(colfacturaPlan()) } });

    expect(await screen.findByRole('heading', { name: 'Colfactura' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis planes adquiridos' })).toBeInTheDocument();
    expect(requestsTo(requests, MY_PLAN_PATH)).toEqual([
      expect.objectContaining({ method: 'POST', body: { DocumentType: '4', DocumentNumber: '900123456', ServiceName: 'COLFACTURA' } }),
    ]);
    expect(screen.getByTestId('plan-expiration')).toHaveTextContent('28/02/2027');

    const [documents, users] = screen.getAllByTestId('plan-feature-card');
    expect(within(documents).getByRole('heading', { name: 'Documentos' })).toBeInTheDocument();
    expect(within(within(documents).getByTestId('figure-Total')).getByText('1.000')).toBeInTheDocument();
    expect(within(within(documents).getByTestId('figure-Disponible')).getByText('130')).toBeInTheDocument();
    expect(within(within(documents).getByTestId('figure-Usado')).getByText('870')).toBeInTheDocument();
    expect(within(within(users).getByTestId('figure-Total')).getByText('Ilimitadas')).toBeInTheDocument();

    const base = screen.getByRole('region', { name: 'Planes base' });
    expect(within(base).getByText('Plan Emprendedor')).toBeInTheDocument();
    expect(within(base).getByText('01/03/2026')).toBeInTheDocument();
    expect(within(base).queryByText('Próximo a vencer')).not.toBeInTheDocument();
    const complementary = screen.getByRole('region', { name: 'Paquetes complementarios' });
    expect(within(complementary).getByText('Paquete 500 documentos')).toBeInTheDocument();
    expect(within(complementary).getByText('14/12/2026')).toBeInTheDocument();
    expect(within(complementary).getByText('Próximo a vencer')).toBeInTheDocument();
  });

  it('asks for every service of the customer in the generic app', async () => {
    signIn();
    const { requests } = renderMyPlan({
      appName: 'license',
      replies: { [`POST ${MY_PLAN_PATH}`]: planAnswer(colfacturaPlan(), colnominaPlan()) },
    });

    expect(await screen.findByRole('heading', { name: 'Colnómina' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Colfactura' })).toBeInTheDocument();
    expect(requestsTo(requests, MY_PLAN_PATH)[0].body).toMatchObject({ ServiceName: '' });
  });

  it('shows "¡Tu plan base ha vencido!" on 422 and "Adquirir plan" goes to the landing page', async () => {
    signIn();
    const leaveTo = jest.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    renderMyPlan({ replies: { [`POST ${MY_PLAN_PATH}`]: expired() } });

    expect(await screen.findByText('¡Tu plan base ha vencido!')).toBeInTheDocument();
    expect(screen.queryByTestId('purchased-plan')).not.toBeInTheDocument();
    // The landing page arrives with the app parameters.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Adquirir plan' }));
      expect(leaveTo).toHaveBeenCalledWith(LANDING_PAGE);
    });
  });

  it('does not say "¡Tu plan base ha vencido!" to a customer who never had a plan: it invites them to get one', async () => {
    signIn();
    const leaveTo = jest.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    renderMyPlan({ replies: { [`POST ${MY_PLAN_PATH}`]: { result: { records: [] } } } });

    expect(await screen.findByText('¡Aún no tienes un plan base!')).toBeInTheDocument();
    expect(screen.queryByText('¡Tu plan base ha vencido!')).not.toBeInTheDocument();
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Adquirir plan' }));
      expect(leaveTo).toHaveBeenCalledWith(LANDING_PAGE);
    });
  });

  it('goes to the storefront home for "Adquirir plan" when the brand has no landing page', async () => {
    signIn();
    const { location } = renderMyPlan({
      replies: { [`POST ${MY_PLAN_PATH}`]: expired(), 'GET /license/api/parameter/GetAppParameters': { result: { records: [] } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Adquirir plan' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('says "Error de servidor" for any other failure', async () => {
    signIn();
    renderMyPlan({ replies: { [`POST ${MY_PLAN_PATH}`]: new ApiError({ status: 500, statusMessage: 'Fallo' }) } });

    expect(await screen.findByText('Error de servidor')).toBeInTheDocument();
    expect(screen.queryByText('¡Tu plan base ha vencido!')).not.toBeInTheDocument();
  });

  it('does not load a plan for a user holding CONFIGURATION', async () => {
    signIn({ APPS: 'LICENSE', privileges: ['CONFIGURATION', 'PACKAGES'] });
    const { requests } = renderMyPlan({ replies: { [`POST ${MY_PLAN_PATH}`]: planAnswer(colfacturaPlan()) } });

    expect(await screen.findByRole('heading', { name: 'Mis planes adquiridos' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(requests, MY_PLAN_PATH)).toHaveLength(0);
    expect(screen.queryByTestId('purchased-plan')).not.toBeInTheDocument();
  });

  it('sends anonymous visitors to sign in first', async () => {
    const { location } = renderMyPlan();

    await waitFor(() => expect(location.pathname).toBe('/login'));
  });

  describe('"Comprar más"', () => {
    it('opens "Paquetes complementarios" with "No hay informacion" when the brand has none', async () => {
      signIn();
      const { requests } = renderMyPlan({
        replies: { [`POST ${MY_PLAN_PATH}`]: planAnswer(colfacturaPlan()), [`GET ${CATALOGUE_PATH}`]: catalogueAnswer([]) },
      });

      const [documents] = await screen.findAllByTestId('plan-feature-card');
      await user.click(within(documents).getByRole('button', { name: 'Comprar más' }));

      const dialog = await screen.findByRole('dialog', { name: 'Paquetes complementarios' });
      expect(await within(dialog).findByText('No hay informacion')).toBeInTheDocument();
      expect(requestsTo(requests, CATALOGUE_PATH).map((request) => request.path)).toEqual([`${CATALOGUE_PATH}colfactura`]);
    });

    it('shows the complementary packages two rows of two a slide, and adds one to the cart as the home page does', async () => {
      signIn();
      const packages = [1, 2, 3, 4, 5].map((id) => complementaryPackage(20 + id, `Paquete complementario ${id}`));
      renderMyPlan({
        replies: { [`POST ${MY_PLAN_PATH}`]: planAnswer(colfacturaPlan()), [`GET ${CATALOGUE_PATH}`]: catalogueAnswer(packages) },
      });

      const [documents] = await screen.findAllByTestId('plan-feature-card');
      await user.click(within(documents).getByRole('button', { name: 'Comprar más' }));
      const dialog = await screen.findByRole('dialog', { name: 'Paquetes complementarios' });
      await within(dialog).findByText('Paquete complementario 1');

      const visible = within(dialog)
        .getAllByRole('heading', { level: 3 })
        .filter((heading) => heading.closest('[hidden]') === null)
        .map((heading) => heading.textContent);
      expect(visible).toEqual([
        'Paquete complementario 1',
        'Paquete complementario 2',
        'Paquete complementario 3',
        'Paquete complementario 4',
      ]);
      expect(within(dialog).getByRole('button', { name: 'Página 2' })).toBeInTheDocument();

      const [first] = within(dialog).getAllByRole('button', { name: 'Agregar al carrito' });
      await user.click(first);
      await waitFor(() => expect(cartProbe()).toHaveAttribute('data-items', '21x1'));
      expect(cartProbe()).toHaveAttribute('data-open', 'true');
    });
  });

  describe('colnomina employee monthly detail', () => {
    it('shows the newest month and its figures, and another month when chosen', async () => {
      signIn();
      const { requests } = renderMyPlan({
        appName: 'colnomina',
        replies: {
          [`POST ${MY_PLAN_PATH}`]: planAnswer(colnominaPlan()),
          [`POST ${EMPLOYEE_MONTHS_PATH}`]: {
            result: {
              records: [
                { nameMonth: 'Febrero', year: 2026, month: 2 },
                { nameMonth: 'Enero', year: 2026, month: 1 },
              ],
            },
          },
          [`POST ${EMPLOYEE_DETAIL_PATH}`]: (body: unknown) => {
            const { Month } = body as { Month: number };
            return { result: { records: Month === 2 ? monthDetail(2, 2026, 'Febrero', 38) : monthDetail(1, 2026, 'Enero', 1_200) } };
          },
        },
      });

      const card = await screen.findByTestId('plan-feature-card');
      await waitFor(() => expect(within(within(card).getByTestId('figure-Usado')).getByText('38')).toBeInTheDocument());
      expect(within(within(card).getByTestId('figure-Total')).getByText('50')).toBeInTheDocument();
      expect(within(within(card).getByTestId('figure-Disponible')).getByText('12')).toBeInTheDocument();
      expect(within(card).getByTitle('Febrero 2026')).toBeInTheDocument();

      const document = { DocumentType: '4', DocumentNumber: '900123456', ServiceName: 'COLNOMINA' };
      expect(requestsTo(requests, EMPLOYEE_MONTHS_PATH)[0].body).toEqual(document);
      expect(requestsTo(requests, EMPLOYEE_DETAIL_PATH)[0].body).toEqual({ ...document, Month: 2, Year: 2026 });

      await user.click(within(card).getByRole('combobox', { name: 'Mes' }));
      await user.click(await screen.findByTitle('Enero 2026'));
      await waitFor(() => expect(within(within(card).getByTestId('figure-Usado')).getByText('1.200')).toBeInTheDocument());
      expect(requestsTo(requests, EMPLOYEE_DETAIL_PATH)[1].body).toEqual({ ...document, Month: 1, Year: 2026 });
    });
  });
});
