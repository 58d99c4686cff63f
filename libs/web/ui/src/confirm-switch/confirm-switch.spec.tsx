import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmSwitch } from './confirm-switch';
import { AntdTestStyles, ignorePseudoElementStyles } from '../testing/antd-test-styles';

const question = (next: boolean) => `¿Está seguro de ${next ? 'activar' : 'inactivar'} el paquete?`;

function Harness(props: { onConfirm: (next: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return (
    <ConfirmSwitch
      checked={checked}
      label="Activo"
      question={question}
      onConfirm={(next) => {
        setChecked(next);
        props.onConfirm(next);
      }}
    />
  );
}

describe('ConfirmSwitch', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => jest.restoreAllMocks());

  it('asks "Confirmar" before inactivating and changes only on Aceptar', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />, { wrapper: AntdTestStyles });

    await userEvent.click(screen.getByRole('switch', { name: 'Activo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirmar');
    expect(dialog).toHaveTextContent('¿Está seguro de inactivar el paquete?');
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onConfirm).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Activo' })).not.toBeChecked();
  });

  it('leaves the state as it was when cancelled', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />, { wrapper: AntdTestStyles });

    await userEvent.click(screen.getByRole('switch', { name: 'Activo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByText('¿Está seguro de inactivar el paquete?')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeChecked();
  });
});
