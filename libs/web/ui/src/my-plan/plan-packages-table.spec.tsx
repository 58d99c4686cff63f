import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { setViewportWidth } from '../testing/viewport';
import { samplePlanRecord } from './my-plan.fixtures';
import { PlanPackagesTable } from './plan-packages-table';

describe('PlanPackagesTable', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists Plan, start and expiry dates (dd/MM/yyyy in Bogotá) and flags the plans near to expire', () => {
    render(<PlanPackagesTable title="Planes base" packages={samplePlanRecord().packagesActiveInfo} />);

    const table = screen.getByRole('region', { name: 'Planes base' });
    expect(within(table).getByRole('heading', { name: 'Planes base' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Fecha de inicio', 'Fecha de vencimiento', 'Estado']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan Emprendedor', '01/03/2026', '28/02/2027', '']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Paquete 500 documentos', '15/12/2025', '14/12/2026', 'Próximo a vencer']);
  });

  it('puts the flag under the plan name on a phone, in three columns that wrap instead of scrolling', () => {
    const restore = setViewportWidth(390);
    try {
      const { container } = render(<PlanPackagesTable title="Planes base" packages={samplePlanRecord().packagesActiveInfo} />);
      const table = screen.getByRole('region', { name: 'Planes base' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Plan', 'Fecha de inicio', 'Fecha de vencimiento']);
      const [, , second] = within(table).getAllByRole('row');
      expect(
        within(second)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Paquete 500 documentosPróximo a vencer', '15/12/2025', '14/12/2026']);
      expect(container.querySelector('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
    } finally {
      restore();
    }
  });

  it('says there is no information when empty', () => {
    render(<PlanPackagesTable title="Paquetes complementarios" packages={[]} />);

    expect(screen.getByText('No hay informacion')).toBeInTheDocument();
  });
});
