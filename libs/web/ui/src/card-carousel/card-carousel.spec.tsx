import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardCarousel } from './card-carousel';

const names = ['Base 1', 'Base 2', 'Combo 1', 'Complementario 1', 'Combo 2'];

function visibleNames() {
  return screen
    .queryAllByTestId('card')
    .filter((card) => card.parentElement?.hidden === false)
    .map((card) => card.textContent);
}

describe('CardCarousel', () => {
  it('shows two cards at a time and pages with the arrows and dots', async () => {
    render(<CardCarousel items={names} itemKey={(name) => name} renderItem={(name) => <div data-testid="card">{name}</div>} />);

    expect(visibleNames()).toEqual(['Base 1', 'Base 2']);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(visibleNames()).toEqual(['Combo 1', 'Complementario 1']);

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(visibleNames()).toEqual(['Combo 2']);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('shows a single card without arrows', () => {
    render(<CardCarousel items={['Base 1']} itemKey={(name) => name} renderItem={(name) => <div data-testid="card">{name}</div>} />);

    expect(visibleNames()).toEqual(['Base 1']);
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
  });
});
