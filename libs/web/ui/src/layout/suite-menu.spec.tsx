import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuiteMenu } from './suite-menu';

describe('SuiteMenu', () => {
  it('opens a grid of the suite apps linking to their addresses', async () => {
    render(
      <SuiteMenu
        apps={[
          { code: 'colfactura', href: 'https://colfactura.example' },
          { code: 'boveda', href: 'https://boveda.example' },
        ]}
      />,
    );
    expect(screen.queryByText('Bóveda')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Aplicaciones' }));

    expect(await screen.findByRole('link', { name: 'Colfactura' })).toHaveAttribute('href', 'https://colfactura.example');
    expect(screen.getByRole('link', { name: 'Bóveda' })).toHaveAttribute('href', 'https://boveda.example');
  });
});
