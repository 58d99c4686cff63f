import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { FeatureConfigurator } from './feature-configurator';
import type { ConfigurableService } from './feature-configuration';
import { sampleServices } from './feature-configurator.fixtures';
import { AntdTestStyles } from '../testing/antd-test-styles';

function Harness(props: { onChange: (services: ConfigurableService[]) => void; filter?: string }) {
  const [services, setServices] = useState(sampleServices);
  return (
    <FeatureConfigurator
      services={services}
      filter={props.filter}
      onChange={(next) => {
        setServices(next);
        props.onChange(next);
      }}
    />
  );
}

const lastChange = (onChange: jest.Mock<(services: ConfigurableService[]) => void>) => {
  const calls = onChange.mock.calls;
  return calls[calls.length - 1][0];
};

// antd renders slowly in jsdom on a busy two-core machine.
jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('FeatureConfigurator', () => {
  it('lists the features of each service and says "No existe característica" for a service without any', () => {
    render(<Harness onChange={jest.fn()} />, { wrapper: AntdTestStyles });

    const invoicing = screen.getByTestId('service-1');
    expect(within(invoicing).getByText('Facturación electrónica')).toBeInTheDocument();
    expect(within(invoicing).getByRole('checkbox', { name: 'Documentos electrónicos' })).toBeChecked();
    expect(within(invoicing).getByRole('checkbox', { name: 'Usuarios' })).not.toBeChecked();
    expect(within(screen.getByTestId('service-2')).getByText('No existe característica')).toBeInTheDocument();
  });

  it('selects a feature and steps its quantity', async () => {
    const onChange = jest.fn<(services: ConfigurableService[]) => void>();
    render(<Harness onChange={onChange} />, { wrapper: AntdTestStyles });

    expect(screen.getByRole('button', { name: 'Aumentar Usuarios' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Usuarios' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar Usuarios' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar Usuarios' }));
    await user.click(screen.getByRole('button', { name: 'Disminuir Usuarios' }));

    expect(lastChange(onChange)[0].features[1]).toMatchObject({ selected: true, quantity: 2 });
    expect(screen.getByRole('textbox', { name: 'Cantidad Usuarios' })).toHaveValue('2');
  });

  it('accepts typed quantities from 1 to 9,999,999 and reverts anything else', async () => {
    const onChange = jest.fn<(services: ConfigurableService[]) => void>();
    render(<Harness onChange={onChange} />, { wrapper: AntdTestStyles });
    const input = screen.getByRole('textbox', { name: 'Cantidad Documentos electrónicos' });

    await user.clear(input);
    await user.type(input, '9999999');
    expect(lastChange(onChange)[0].features[0].quantity).toBe(9_999_999);

    await user.type(input, '9');
    expect(input).toHaveValue('9999999');
    await user.type(input, 'x');
    expect(input).toHaveValue('9999999');

    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('9999999');
    expect(lastChange(onChange)[0].features[0].quantity).toBe(9_999_999);
  });

  it('marks a feature unlimited as 1,000,000 and locks its stepper', async () => {
    const onChange = jest.fn<(services: ConfigurableService[]) => void>();
    render(<Harness onChange={onChange} />, { wrapper: AntdTestStyles });
    const row = screen.getByTestId('feature-11');

    await user.click(within(row).getByRole('checkbox', { name: 'Ilimitado' }));

    expect(lastChange(onChange)[0].features[0].quantity).toBe(1_000_000);
    expect(within(row).getByRole('textbox', { name: 'Cantidad Documentos electrónicos' })).toBeDisabled();
  });

  it('offers MB (default) or GB only for storage features', async () => {
    const onChange = jest.fn<(services: ConfigurableService[]) => void>();
    render(<Harness onChange={onChange} />, { wrapper: AntdTestStyles });

    expect(screen.queryByRole('combobox', { name: 'Unidad Usuarios' })).not.toBeInTheDocument();
    const storage = screen.getByTestId('feature-13');
    expect(within(storage).getByText('MB')).toBeInTheDocument();

    await user.click(within(storage).getByRole('combobox', { name: 'Unidad Almacenamiento en la nube' }));
    await user.click(await screen.findByTitle('GB'));

    expect(lastChange(onChange)[0].features[2].storageType).toBe('GB');
  });

  it('lists only the features whose name matches the filter, ignoring accents', () => {
    render(<Harness onChange={jest.fn()} filter="electronicos" />, { wrapper: AntdTestStyles });

    expect(screen.getByRole('checkbox', { name: 'Documentos electrónicos' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Usuarios' })).not.toBeInTheDocument();
  });
});
