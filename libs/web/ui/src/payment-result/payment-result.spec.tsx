import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { PaymentRecheckCountdown, PaymentResult } from './payment-result';

describe('PaymentResult', () => {
  it.each(['success', 'failure', 'pending'] as const)('shows a %s with its title, message and buttons', (kind) => {
    render(<PaymentResult kind={kind} title="¡Pago exitoso!" message="Tu pago ha sido aprobado." actions={<Button>Aceptar</Button>} />);

    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-kind', kind);
    expect(screen.getByRole('heading', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    expect(screen.getByText('Tu pago ha sido aprobado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });
});

describe('PaymentRecheckCountdown', () => {
  it('shows the seconds to the next check and how many re-checks were made', () => {
    render(<PaymentRecheckCountdown secondsLeft={7} totalSeconds={10} rechecks={2} maxRechecks={6} />);

    expect(screen.getByRole('timer')).toHaveTextContent('Consultaremos nuevamente el estado de tu pago en 7 segundos.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByText('Consulta 2 de 6')).toBeInTheDocument();
  });

  it('says a check is under way while there is no countdown', () => {
    render(<PaymentRecheckCountdown secondsLeft={null} totalSeconds={10} rechecks={0} maxRechecks={6} />);

    expect(screen.getByText('Consultando el estado de tu pago...')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Consulta \d de 6/)).not.toBeInTheDocument();
  });
});
