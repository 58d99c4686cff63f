import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ignorePseudoElementStyles } from '../testing/antd-test-styles';
import { samplePlanRecord, suspendedPlanRecord } from './my-plan.fixtures';
import { PurchasedPlan, planTitleOf } from './purchased-plan';

describe('PurchasedPlan', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the title, the package, the end date, a card per feature and the two tables', async () => {
    const onBuyMore = jest.fn();
    const record = samplePlanRecord();
    render(<PurchasedPlan record={record} onBuyMore={onBuyMore} />);

    expect(screen.getByRole('heading', { name: 'Colfactura' })).toBeInTheDocument();
    expect(screen.getByText('Facturación electrónica validada por la DIAN.')).toBeInTheDocument();
    expect(screen.getAllByText('Plan Emprendedor').length).toBeGreaterThan(0);
    expect(screen.getByTestId('plan-expiration')).toHaveTextContent('28/02/2027');
    const cards = screen.getAllByTestId('plan-feature-card');
    expect(cards.map((card) => card.getAttribute('data-feature'))).toEqual(['COLFACTURA_DOCUMENTO', 'COLFACTURA_USUARIO']);
    expect(within(cards[1]).getAllByText('Ilimitadas')).toHaveLength(2);

    expect(within(screen.getByRole('region', { name: 'Planes base' })).getByText('Plan Emprendedor')).toBeInTheDocument();
    const complementary = screen.getByRole('region', { name: 'Paquetes complementarios' });
    expect(within(complementary).getByText('Paquete 500 documentos')).toBeInTheDocument();
    expect(within(complementary).getByText('Próximo a vencer')).toBeInTheDocument();

    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Comprar más' }));
    expect(onBuyMore).toHaveBeenCalledWith(record.packagesFeatures[0]);
  });

  it('marks a plan suspended by a reversed payment as "Suspendida", with the explanation', () => {
    render(<PurchasedPlan record={suspendedPlanRecord()} onBuyMore={() => undefined} />);

    expect(screen.getByTestId('plan-suspended')).toHaveTextContent('Suspendida');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Plan suspendido: Plan Emprendedor');
    expect(alert).toHaveTextContent('El pago de la compra de este plan fue reversado por la entidad financiera');
    const base = screen.getByRole('region', { name: 'Planes base' });
    expect(within(base).getByText('Suspendida')).toBeInTheDocument();
    const complementary = screen.getByRole('region', { name: 'Paquetes complementarios' });
    expect(within(complementary).queryByText('Suspendida')).toBeNull();
    expect(within(complementary).getByText('Próximo a vencer')).toBeInTheDocument();
  });

  it('shows no suspension for plans in force', () => {
    render(<PurchasedPlan record={samplePlanRecord()} onBuyMore={() => undefined} />);
    expect(screen.queryByTestId('plan-suspended')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Suspendida')).toBeNull();
  });

  it('lets the caller draw a feature of its own', () => {
    render(
      <PurchasedPlan
        record={samplePlanRecord()}
        onBuyMore={() => undefined}
        renderFeature={(feature) => (feature.featureCode === 'COLFACTURA_USUARIO' ? <div>Tarjeta propia</div> : undefined)}
      />,
    );

    expect(screen.getByText('Tarjeta propia')).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-feature-card')).toHaveLength(1);
  });
});

describe('planTitleOf', () => {
  it("names a suite service by its product and keeps the catalogue's description beside it", () => {
    expect(planTitleOf({ serviceName: 'COLNOMINA', serviceNameDescription: 'Nómina electrónica.' })).toEqual({
      title: 'Colnómina',
      description: 'Nómina electrónica.',
    });
    expect(planTitleOf({ serviceName: 'OTRO', serviceNameDescription: 'Otro servicio' })).toEqual({
      title: 'Otro servicio',
      description: null,
    });
    expect(planTitleOf({ serviceName: 'OTRO', serviceNameDescription: '' })).toEqual({ title: 'OTRO', description: null });
  });
});
