import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { ContractMovementsTable } from './contract-movements-table';
import { DASHBOARD_MOVEMENTS } from './contracted-products.fixtures';

describe('ContractMovementsTable', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists the movements newest first with Bogotá times and dot thousands', () => {
    render(<ContractMovementsTable movements={DASHBOARD_MOVEMENTS} />);

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '10/11/2026 15:45:30',
      '07/11/2026 04:01:00',
      '03/11/2026 09:12:00',
    ]);
    expect(within(rows[2]).getByText('1.200')).toBeInTheDocument();
    expect(within(rows[2]).getByText('COLFACTURA_DOCUMENTO')).toBeInTheDocument();
  });

  it('says so when there are no movements', () => {
    render(<ContractMovementsTable movements={[]} />);

    expect(screen.getByText('No existe información correspondiente a los criterios de búsqueda')).toBeInTheDocument();
  });
});
