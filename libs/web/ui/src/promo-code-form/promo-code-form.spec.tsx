import { jest } from '@jest/globals';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { BrandProvider } from '../brand/brand-provider';
import { brands } from '../brand/brands';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { PromoCodeForm, type PromoCodeFormProps } from './promo-code-form';
import type { PromoCodeValues } from './promo-code';

// antd forms render slowly in jsdom on a busy two-core machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const userTypes = [
  { id: 1, typeUser: 'Todos los usuarios' },
  { id: 2, typeUser: 'Usuarios nuevos' },
  { id: 3, typeUser: 'Usuarios de prueba' },
  { id: 4, typeUser: 'Interno' },
];
const packages = [
  { id: 7, packageName: 'Plan Emprendedor' },
  { id: 8, packageName: 'Plan Empresarial' },
];

const api = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
const shown = (date: dayjs.Dayjs) => date.format('DD/MM/YYYY');

function renderForm(props: Partial<PromoCodeFormProps> = {}) {
  const onSubmit = jest.fn<(values: PromoCodeValues) => Promise<boolean>>(async () => true);
  render(
    <AntdTestStyles>
      <BrandProvider brand={brands.license}>
        <PromoCodeForm open onOpenChange={() => undefined} userTypes={userTypes} packages={packages} onSubmit={onSubmit} {...props} />
      </BrandProvider>
    </AntdTestStyles>,
  );
  return { onSubmit };
}

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

/** One input event for the whole text: typing char by char re-renders the whole form each time. */
async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function typeDate(label: string, date: dayjs.Dayjs) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.paste(shown(date));
  await user.keyboard('{Enter}');
}

const fieldError = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

describe('PromoCodeForm', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => jest.restoreAllMocks());

  it('creates a code from today until tomorrow, spaces stripped and dates as YYYY-MM-DD', async () => {
    const { onSubmit } = renderForm();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Crear código promocional');
    expect(screen.getByLabelText('Inicio vigencia')).toHaveValue(shown(dayjs()));
    expect(screen.getByLabelText('Fin vigencia')).toHaveValue(shown(dayjs().add(1, 'day')));
    expect(screen.queryByText('Tipo de usuario', { selector: '.ant-select-item-option-content' })).toBeNull();

    await fill('Código promocional', 'VERANO 2025');
    expect(screen.getByLabelText('Código promocional')).toHaveValue('VERANO2025');
    await fill('Descripción', 'Descuento de temporada (¡válido!)');
    await choose('Tipo de usuario', 'Todos los usuarios');
    await choose('Paquetes', 'Plan Empresarial');
    await fill('Porcentaje de descuento', '15');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      id: 0,
      promotionCode: 'VERANO2025',
      descriptionPromotionCode: 'Descuento de temporada (¡válido!)',
      useQuantity: 1,
      idstate: 0,
      applyTotalPurchase: false,
      applyProduct: true,
      offerTypeCode: 'PTJ',
      offerValue: 15,
      effectiveStartDate: api(dayjs()),
      expirationDate: api(dayjs().add(1, 'day')),
      periodicityType: 'NEVER',
      periodicityQuantity: null,
      endPeriodicityDate: null,
      typeUserId: 1,
      packagesId: [8],
    });
  });

  it('requires a package or the total purchase, and checks the percentage', async () => {
    const { onSubmit } = renderForm();
    const dialog = await screen.findByRole('dialog');

    await fill('Porcentaje de descuento', '101');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(await within(fieldError('Paquetes')).findByText('Campo obligatorio')).toBeInTheDocument();
    expect(
      within(fieldError('Porcentaje de descuento')).getByText('El campo debe ser numérico y menor o igual a 100.'),
    ).toBeInTheDocument();
    expect(within(fieldError('Código promocional')).getByText('Campo obligatorio')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Aplicar al total de la compra' }));
    await waitFor(() => expect(within(fieldError('Paquetes')).queryByText('Campo obligatorio')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forces one use for a single-use code', async () => {
    renderForm();
    await screen.findByRole('dialog');
    const quantity = screen.getByLabelText('Cantidad de usos');
    await fill('Cantidad de usos', '25');

    await user.click(screen.getByRole('checkbox', { name: 'Uso único' }));

    expect(quantity).toHaveValue('1');
    expect(quantity).toBeDisabled();
  });

  it('fixes a locked 100 % discount for user types 2 and 3', async () => {
    renderForm();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('radio', { name: 'Valor' }));
    await fill('Valor del descuento', '5000');

    await choose('Tipo de usuario', 'Usuarios nuevos');

    expect(screen.getByRole('radio', { name: 'Porcentaje' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Porcentaje' })).toBeDisabled();
    expect(screen.getByLabelText('Porcentaje de descuento')).toHaveValue('100');
    expect(screen.getByLabelText('Porcentaje de descuento')).toBeDisabled();
  });

  it('offers monthly repetition only for windows up to 30 days and checks its dates', async () => {
    const { onSubmit } = renderForm();
    const dialog = await screen.findByRole('dialog');
    const start = dayjs().startOf('day');

    await user.click(screen.getByRole('radio', { name: 'Mensual' }));
    expect(screen.getByLabelText('Repetir cada (meses)')).toBeInTheDocument();
    await typeDate('Fin vigencia', start.add(31, 'day'));

    expect(screen.getByRole('radio', { name: 'Nunca' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mensual' })).toBeDisabled();
    expect(screen.queryByLabelText('Repetir cada (meses)')).toBeNull();

    await typeDate('Fin vigencia', start.add(30, 'day'));
    await user.click(screen.getByRole('radio', { name: 'Mensual' }));
    await fill('Repetir cada (meses)', '3');
    await typeDate('Fecha final de repetición', start.add(10, 'day'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    expect(
      await within(fieldError('Fecha final de repetición')).findByText(
        'Fecha final de repetición no puede ser menor a la fecha de expiración',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the end of the validity after its start', async () => {
    renderForm();
    await screen.findByRole('dialog');

    await typeDate('Fin vigencia', dayjs());

    expect(await within(fieldError('Fin vigencia')).findByText('Fin vigencia debe ser mayor a Inicio vigencia')).toBeInTheDocument();
  });

  it('edits a code with its code locked and sends it back unchanged but for what was edited', async () => {
    const promoCode: PromoCodeValues = {
      id: 42,
      promotionCode: 'BIENVENIDA',
      descriptionPromotionCode: 'Primer mes',
      useQuantity: 50,
      idstate: 1,
      applyTotalPurchase: true,
      applyProduct: false,
      offerTypeCode: 'VLR',
      offerValue: 20000,
      effectiveStartDate: '2030-01-01',
      expirationDate: '2030-01-20',
      periodicityType: 'MONTHLY',
      periodicityQuantity: 2,
      endPeriodicityDate: '2030-06-30',
      typeUserId: 1,
      packagesId: [],
    };
    const { onSubmit } = renderForm({ promoCode, audit: { createdBy: 'Ana Ríos', createdOn: '2029-12-01T15:00:00Z' } });
    const dialog = await screen.findByRole('dialog');

    expect(dialog).toHaveTextContent('Editar código promocional');
    expect(screen.getByLabelText('Código promocional')).toBeDisabled();
    expect(screen.getByLabelText('Fecha final de repetición')).toHaveValue('30/06/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Ver más' }));
    expect(within(dialog).getByText('Ana Ríos')).toBeInTheDocument();

    await fill('Descripción', 'Primeros dos meses');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ ...promoCode, descriptionPromotionCode: 'Primeros dos meses' });
  });
});
