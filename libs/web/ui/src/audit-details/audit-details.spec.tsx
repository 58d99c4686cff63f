import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditDetails } from './audit-details';

describe('AuditDetails', () => {
  it('shows creator and modifier with Bogotá date and time under "Ver más"', async () => {
    render(<AuditDetails createdBy="Ana Ríos" createdOn="2025-01-10T15:04:05Z" modifiedBy="Luis Peña" modifiedOn="2025-02-01T20:00:00Z" />);
    expect(screen.queryByText('Creado por')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    expect(screen.getByText('Creado por').closest('tr')).toHaveTextContent('Ana Ríos');
    expect(screen.getByText('Fecha y hora de creación').closest('tr')).toHaveTextContent('10/01/2025 10:04:05');
    expect(screen.getByText('Modificado por').closest('tr')).toHaveTextContent('Luis Peña');
    expect(screen.getByText('Fecha y hora de modificación').closest('tr')).toHaveTextContent('01/02/2025 15:00:00');

    await userEvent.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(screen.queryByText('Creado por')).not.toBeInTheDocument();
  });

  it('leaves the modification out when it is not later than the creation, and says "Desconocido" for unknown users', async () => {
    render(<AuditDetails createdOn="2025-01-10T15:04:05Z" modifiedBy="Luis Peña" modifiedOn="2025-01-10T15:04:05Z" />);

    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    expect(screen.getByText('Creado por').closest('tr')).toHaveTextContent('Desconocido');
    expect(screen.queryByText('Modificado por')).not.toBeInTheDocument();
  });
});
