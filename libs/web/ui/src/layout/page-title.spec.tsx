import { render, screen } from '@testing-library/react';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('is the page’s h1, visible or for screen readers only', () => {
    const { rerender } = render(<PageTitle>Resumen de compra</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Resumen de compra' })).toBeVisible();

    rerender(<PageTitle visuallyHidden>Colfactura | Tienda de licencias</PageTitle>);
    const hidden = screen.getByRole('heading', { level: 1, name: 'Colfactura | Tienda de licencias' });
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
