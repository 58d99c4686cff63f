import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featureIconOf } from './feature-icon';
import { PlanFeatureCard } from './plan-feature-card';

describe('PlanFeatureCard', () => {
  it('shows the alias, Total, Disponible and Usado, and "Comprar más" calls back', async () => {
    const onBuyMore = jest.fn();
    render(
      <PlanFeatureCard
        title="Documentos"
        featureCode="COLFACTURA_DOCUMENTO"
        logoType="FileTextOutlined"
        total="1.000"
        available="130"
        used="870"
        onBuyMore={onBuyMore}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Documentos' })).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Total')).getByText('1.000')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Disponible')).getByText('130')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-Usado')).getByText('870')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Comprar más' }));
    expect(onBuyMore).toHaveBeenCalledTimes(1);
  });

  it('shows what it is given between the title and the figures', () => {
    render(
      <PlanFeatureCard title="Empleados" featureCode="COLNOMINA_EMPLEADO" total="50" available="12" used="38" onBuyMore={() => undefined}>
        <span>Febrero 2026</span>
      </PlanFeatureCard>,
    );

    expect(screen.getByText('Febrero 2026')).toBeInTheDocument();
  });
});

describe('featureIconOf', () => {
  it('takes the icon the server named, else one from the feature code, else a generic one', () => {
    expect(featureIconOf('MailOutlined', 'COLFACTURA_DOCUMENTO')).toBe(featureIconOf('', 'FIRMAMAIL_CORREOS'));
    expect(featureIconOf('', 'COLNOMINA_EMPLEADO')).toBe(featureIconOf('TeamOutlined', 'X'));
    expect(featureIconOf('NoSuchIcon', 'OTRA_COSA')).toBe(featureIconOf(null, 'DESCONOCIDA'));
    expect(featureIconOf('NoSuchIcon', 'OTRA_COSA')).not.toBe(featureIconOf('', 'COLFACTURA_DOCUMENTO'));
  });
});
