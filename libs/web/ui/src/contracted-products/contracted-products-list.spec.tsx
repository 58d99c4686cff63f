import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { ContractedProductsList } from './contracted-products-list';
import { DASHBOARD_ENTRIES } from './contracted-products.fixtures';

describe('ContractedProductsList', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows a panel per product with a row per package, and renders a detail only once "Ver detalle" opens it', async () => {
    const renderDetail = jest.fn((_entry: unknown, contractedPackage: { packageCode: string }) => (
      <p>detalle {contractedPackage.packageCode}</p>
    ));
    render(<ContractedProductsList entries={DASHBOARD_ENTRIES} renderDetail={renderDetail} />);

    expect(screen.getByText('Colfactura')).toBeInTheDocument();
    expect(screen.getByText('Firmaya')).toBeInTheDocument();
    expect(screen.getAllByTestId('contracted-package')).toHaveLength(3);
    expect(renderDetail).not.toHaveBeenCalled();

    const row = screen.getAllByTestId('contracted-package')[1];
    const button = within(row).getByRole('button', { name: /Ver detalle/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);

    expect(within(row).getByText('detalle CF-CONV-ILIM')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(renderDetail).toHaveBeenLastCalledWith(DASHBOARD_ENTRIES[0], DASHBOARD_ENTRIES[0].contractedServices[1]);

    await userEvent.click(button);
    expect(within(row).queryByText('detalle CF-CONV-ILIM')).not.toBeInTheDocument();
  });

  it('collapses a product panel', async () => {
    render(<ContractedProductsList entries={DASHBOARD_ENTRIES} renderDetail={() => null} />);

    const header = screen.getByText('Firmaya').closest('[role="button"]') as HTMLElement;
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);

    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows "¡Lo sentimos!" when the company has no contracted products', () => {
    render(<ContractedProductsList entries={[]} renderDetail={() => null} />);

    expect(screen.getByText('¡Lo sentimos!')).toBeInTheDocument();
    expect(screen.getByText('Consulta con tu comercial aún no tienes servicios asociados a tu compañía.')).toBeInTheDocument();
  });

  it('shows neither the list nor the empty state while loading', () => {
    render(<ContractedProductsList entries={[]} loading renderDetail={() => null} />);

    expect(screen.queryByText('¡Lo sentimos!')).not.toBeInTheDocument();
  });
});
