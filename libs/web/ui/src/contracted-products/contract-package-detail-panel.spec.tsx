import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { ContractPackageDetailPanel } from './contract-package-detail-panel';
import { COUNTED_PACKAGE_DETAIL, PACKAGE_DETAIL_AFTER_A_PLAN, UNLIMITED_PACKAGE_DETAIL } from './contracted-products.fixtures';

function contractColumn(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

describe('ContractPackageDetailPanel', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows Total, Disponible and Usado with dots as thousands separator and "Movimientos" calls back', async () => {
    const onMovements = jest.fn();
    render(<ContractPackageDetailPanel detail={COUNTED_PACKAGE_DETAIL} onMovements={onMovements} />);

    expect(within(screen.getByTestId('figure-Total')).getByText('15.000')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Disponible')).getByText('12.750')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Usado')).getByText('2.250')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Movimientos/ }));
    expect(onMovements).toHaveBeenCalledTimes(1);
  });

  it('lists every contract without pagination: Contrato, Fecha inicio, Fecha vencimiento, Total, Disponibles, Usados', () => {
    render(<ContractPackageDetailPanel detail={COUNTED_PACKAGE_DETAIL} onMovements={() => undefined} />);

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Contrato', 'Fecha inicio', 'Fecha vencimiento', 'Total', 'Disponibles', 'Usados']);
    const first = screen.getByRole('row', { name: /CONV-2026-001/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CONV-2026-001', '15/01/2026', '14/01/2027', '10.000', '8.000', '2.000']);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('sorts the contracts by a column', async () => {
    render(<ContractPackageDetailPanel detail={COUNTED_PACKAGE_DETAIL} onMovements={() => undefined} />);
    expect(contractColumn()).toEqual(['CONV-2026-001', 'CONV-2026-014']);

    await userEvent.click(screen.getByRole('columnheader', { name: /Disponibles/ }));
    expect(contractColumn()).toEqual(['CONV-2026-014', 'CONV-2026-001']);
    await userEvent.click(screen.getByRole('columnheader', { name: /Disponibles/ }));
    expect(contractColumn()).toEqual(['CONV-2026-001', 'CONV-2026-014']);
  });

  it('shows "Ilimitado" for unlimited totals and balances, and the used amount as a number', () => {
    render(<ContractPackageDetailPanel detail={UNLIMITED_PACKAGE_DETAIL} onMovements={() => undefined} />);

    expect(within(screen.getByTestId('figure-Total')).getByText('Ilimitado')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Disponible')).getByText('Ilimitado')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Usado')).getByText('1.320')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /CONV-2026-020/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(3),
    ).toEqual(['Ilimitado', 'Ilimitado', '1.320']);
  });

  it('explains that a store plan expiring earlier is consumed before the contract', () => {
    render(<ContractPackageDetailPanel detail={PACKAGE_DETAIL_AFTER_A_PLAN} onMovements={jest.fn()} />);

    const note = screen.getByTestId('plans-consumed-first');
    expect(note).toHaveTextContent('Los consumos se descuentan primero de tus planes que vencen antes');
    expect(note).toHaveTextContent('Plan Pyme: vence el 19/12/2026, disponibles 78.');
    expect(note).toHaveTextContent('Los saldos de este convenio se usarán cuando esos planes se agoten o venzan.');
  });

  it('says nothing about plans when none is consumed first', () => {
    render(<ContractPackageDetailPanel detail={COUNTED_PACKAGE_DETAIL} onMovements={jest.fn()} />);
    expect(screen.queryByTestId('plans-consumed-first')).not.toBeInTheDocument();
  });

  it('shows zeros, an empty table and no "Movimientos" when the lookup failed', () => {
    render(<ContractPackageDetailPanel detail={null} onMovements={() => undefined} />);

    expect(within(screen.getByTestId('figure-Total')).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Movimientos/ })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
