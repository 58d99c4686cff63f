import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewportWidth } from '../testing/viewport';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('shows initials and the full name', () => {
    render(<UserMenu user={{ name: 'carlos', surname: 'Gómez' }} />);

    expect(screen.getByText('CG')).toBeInTheDocument();
    expect(screen.getByText('carlos Gómez')).toBeInTheDocument();
  });

  it('shows only the initials on a phone, the full name staying for screen readers and as the tooltip', () => {
    const restore = setViewportWidth(390);
    try {
      render(<UserMenu user={{ name: 'María Fernanda', surname: 'López Cárdenas' }} />);
      const button = screen.getByTestId('user-menu');
      expect(screen.getByText('ML')).toBeVisible();
      expect(screen.getByText('María Fernanda López Cárdenas')).toHaveStyle({ position: 'absolute', width: '1px', overflow: 'hidden' });
      expect(button).toHaveAttribute('title', 'María Fernanda López Cárdenas');
      expect(button).toHaveAccessibleName(/María Fernanda López Cárdenas/);
    } finally {
      restore();
    }
  });

  it('ends a long name in an ellipsis on a wider screen', () => {
    render(<UserMenu user={{ name: 'María Fernanda', surname: 'López Cárdenas' }} />);
    expect(screen.getByText('María Fernanda López Cárdenas')).toHaveStyle({ maxWidth: '220px', textOverflow: 'ellipsis' });
  });

  it('links "Mi plan" to /myplan by default and through the router when given', async () => {
    const onNavigate = jest.fn();
    render(<UserMenu user={{ name: 'Ana', surname: 'Pérez' }} onNavigate={onNavigate} />);

    await userEvent.click(screen.getByTestId('user-menu'));
    const myPlan = await screen.findByRole('link', { name: 'Mi plan' });
    expect(myPlan).toHaveAttribute('href', '/myplan');
    await userEvent.click(myPlan);

    expect(onNavigate).toHaveBeenCalledWith('/myplan');
  });

  it('links "Productos adquiridos" to /dashboard beside "Mi plan"', async () => {
    const onNavigate = jest.fn();
    render(<UserMenu user={{ name: 'Ana', surname: 'Pérez' }} onNavigate={onNavigate} />);

    await userEvent.click(screen.getByTestId('user-menu'));
    const dashboard = await screen.findByRole('link', { name: 'Productos adquiridos' });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    await userEvent.click(dashboard);

    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
  });

  it('logs out from the menu', async () => {
    const onLogout = jest.fn();
    render(<UserMenu user={{ name: 'Ana', surname: 'Pérez' }} onLogout={onLogout} />);

    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByText('Cerrar sesión'));

    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
