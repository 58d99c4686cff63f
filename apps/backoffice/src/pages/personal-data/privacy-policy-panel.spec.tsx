import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import dayjs from 'dayjs';
import type { PrivacyPolicyView } from '@lic/shared-api-types';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { PrivacyPolicyPanel } from './components/privacy-policy-panel';

jest.setTimeout(90_000);
const user = catalogueUser;

const PUBLISH = 'POST /api/privacy-policy';
const NEW_TEXT =
  'Colfactura trata los datos personales de sus clientes conforme a la Ley 1581 de 2012. Esta versión añade las notificaciones de la app móvil.';

const policy = (appName: string, version: number, text: string): PrivacyPolicyView => ({
  appName,
  version,
  publishedOn: '2026-11-29T15:30:00.000Z',
  effectiveOn: '2026-12-01',
  title: `Política de Tratamiento de Datos Personales de ${appName === 'boveda' ? 'Bóveda' : 'Colfactura'}`,
  text,
});

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  'GET /api/privacy-policy/colfactura': [
    ok(policy('colfactura', 2, 'Texto vigente de Colfactura.')),
    ok(policy('colfactura', 3, NEW_TEXT)),
  ],
  'GET /api/privacy-policy/boveda': ok(policy('boveda', 1, 'Texto incluido de Bóveda.')),
  [PUBLISH]: ok(
    policy('colfactura', 3, NEW_TEXT),
    'Publicamos la versión 3 de la política. Los clientes con sesión deberán aceptarla de nuevo.',
  ),
  ...extra,
});

const textArea = () => screen.getByLabelText('Texto de la nueva versión');
const publishButton = (version: number) => screen.getByRole('button', { name: `Publicar la versión ${version}` });

async function writeText(text: string) {
  await user.clear(textArea());
  await user.click(textArea());
  await user.paste(text);
}

describe('"Política de datos": publishing a version of a brand policy', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('shows the current version of each brand with its text and the day it governs from', async () => {
    renderCataloguePage(<PrivacyPolicyPanel />, { role: 'OFICIAL_DATOS', routes: routes() });
    expect(await screen.findByText('Política de Tratamiento de Datos Personales de Colfactura')).toBeInTheDocument();
    expect(screen.getByTestId('current-policy-text')).toHaveTextContent('Texto vigente de Colfactura.');
    expect(screen.getByText('01/12/2026')).toBeInTheDocument();
    expect(publishButton(3)).toBeInTheDocument();
    // The form starts from the current text.
    expect(textArea()).toHaveValue('Texto vigente de Colfactura.');

    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.click((await screen.findAllByTitle('Bóveda')).at(-1) as HTMLElement);
    expect(await screen.findByText('Política de Tratamiento de Datos Personales de Bóveda')).toBeInTheDocument();
    expect(screen.getByText('Texto incluido en el producto')).toBeInTheDocument();
    expect(publishButton(2)).toBeInTheDocument();
  });

  it('asks before publishing; publishes the text and the day once confirmed, then shows the new version', async () => {
    const { calls } = renderCataloguePage(<PrivacyPolicyPanel />, { role: 'OFICIAL_DATOS', routes: routes() });
    await screen.findByText('Política de Tratamiento de Datos Personales de Colfactura');
    await writeText(NEW_TEXT);
    const day = dayjs().add(5, 'day');
    const date = screen.getByLabelText('Rige desde');
    await user.clear(date);
    await user.type(date, `${day.format('DD/MM/YYYY')}{Enter}`);

    await user.click(publishButton(3));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Publicar la versión 3 de la política de Colfactura?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(new RegExp(`rige desde el ${day.format('DD/MM/YYYY')}.*deberán aceptarla de nuevo`)),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(publishButton(3));
    const again = await screen.findByRole('dialog');
    // Two clicks at once publish one version.
    const confirm = within(again).getByRole('button', { name: 'Publicar' });
    await Promise.all([user.click(confirm), user.click(confirm)]);
    expect(
      await screen.findByText('Publicamos la versión 3 de la política. Los clientes con sesión deberán aceptarla de nuevo.'),
    ).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ appName: 'colfactura', text: NEW_TEXT, effectiveOn: day.format('YYYY-MM-DD') });
    await waitFor(() => expect(screen.getByTestId('current-policy-text')).toHaveTextContent(NEW_TEXT));
    expect(publishButton(4)).toBeInTheDocument();
  });

  it('says what is missing before asking, and shows the server’s refusal', async () => {
    const { calls } = renderCataloguePage(<PrivacyPolicyPanel />, {
      role: 'OFICIAL_DATOS',
      routes: routes({
        [PUBLISH]: failure(400, 'effectiveOn: La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.', [
          { field: 'effectiveOn', message: 'La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.' },
        ]),
      }),
    });
    await screen.findByText('Política de Tratamiento de Datos Personales de Colfactura');
    await writeText('Muy corta.');
    await user.click(publishButton(3));
    expect(await screen.findByText('Escribe el texto de la política (50 a 50000 caracteres).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await writeText(NEW_TEXT);
    await user.click(publishButton(3));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('effectiveOn: La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByTestId('current-policy-text')).toHaveTextContent('Texto vigente de Colfactura.');
  });
});
