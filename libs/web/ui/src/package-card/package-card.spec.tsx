import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { sampleServices } from '../feature-configurator/feature-configurator.fixtures';
import type { ConfigurableService } from '../feature-configurator/feature-configuration';
import { PackageCard, type PackageCardProps, type PackageInfoLoaders } from './package-card';
import { AntdTestStyles } from '../testing/antd-test-styles';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const noInfo: PackageInfoLoaders = {
  companies: async () => [],
  description: async () => [],
  promoCodes: async () => [],
  channels: async () => [],
};

function Harness(props: Partial<PackageCardProps> & { onChange?: (services: ConfigurableService[]) => void }) {
  const [services, setServices] = useState(sampleServices);
  return (
    <PackageCard
      name="Plan Emprendedor"
      packageTypeId={1}
      price={1_190_000}
      publicVisibility
      info={noInfo}
      {...props}
      services={services}
      onServicesChange={(next) => {
        setServices(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('PackageCard', () => {
  it('shows the name and price, with a crown only when private', () => {
    const { rerender } = render(<Harness />, { wrapper: AntdTestStyles });
    const card = screen.getByTestId('package-card');
    expect(card).toHaveTextContent('Plan Emprendedor');
    expect(card).toHaveTextContent('$ 1.190.000');
    expect(screen.queryByLabelText('Paquete privado')).not.toBeInTheDocument();

    rerender(<Harness publicVisibility={false} />);
    expect(screen.getByLabelText('Paquete privado')).toBeInTheDocument();
  });

  it('shows the discounted price and the percentage off', () => {
    render(<Harness price={1_000_000} discountedPrice={750_000} />, { wrapper: AntdTestStyles });

    const card = screen.getByTestId('package-card');
    expect(card).toHaveTextContent('$ 1.000.000');
    expect(card).toHaveTextContent('$ 750.000');
    expect(card).toHaveTextContent('-25%');
  });

  it('says "Procesando...." while a popover loads, then lists what it got', async () => {
    let resolve: (lines: string[]) => void = () => undefined;
    const channels = jest.fn(() => new Promise<string[]>((done) => (resolve = done)));
    render(<Harness info={{ ...noInfo, channels }} />, { wrapper: AntdTestStyles });

    await user.hover(screen.getByRole('button', { name: 'Canales' }));
    const popover = await screen.findByTestId('popover-Canales');
    expect(popover).toHaveTextContent('Procesando....');

    resolve(['Web', 'Punto de venta']);
    expect(await within(popover).findByText('Punto de venta')).toBeInTheDocument();
    expect(channels).toHaveBeenCalledTimes(1);
  });

  it('says "No se encontró resultados" when a popover has nothing or fails', async () => {
    render(<Harness info={{ ...noInfo, promoCodes: async () => Promise.reject(new Error('500')) }} />, { wrapper: AntdTestStyles });

    await user.hover(screen.getByRole('button', { name: 'Código promocional' }));

    expect(await screen.findByText('No se encontró resultados')).toBeInTheDocument();
  });

  it('filters the features on Enter in "Buscar caracteristica" and reports changes', async () => {
    const onChange = jest.fn<(services: ConfigurableService[]) => void>();
    render(<Harness onChange={onChange} />, { wrapper: AntdTestStyles });

    const search = screen.getByPlaceholderText('Buscar caracteristica');
    await user.type(search, 'usua');
    expect(screen.getByRole('checkbox', { name: 'Documentos electrónicos' })).toBeInTheDocument();
    await user.type(search, '{Enter}');
    expect(screen.queryByRole('checkbox', { name: 'Documentos electrónicos' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Usuarios' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0][0].features[1].selected).toBe(true);
  });
});
