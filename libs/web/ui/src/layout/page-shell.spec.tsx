import { render, screen } from '@testing-library/react';
import { PageShell } from './page-shell';

describe('PageShell', () => {
  it('shows the title as a heading with the actions beside it', () => {
    render(
      <PageShell title="Mis planes adquiridos" extra={<button type="button">Comprar más</button>}>
        contenido
      </PageShell>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Mis planes adquiridos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar más' })).toBeInTheDocument();
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('renders only the content without a title or actions', () => {
    render(<PageShell>solo contenido</PageShell>);

    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('solo contenido')).toBeInTheDocument();
  });
});
