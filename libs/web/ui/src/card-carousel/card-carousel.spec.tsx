import { afterEach, beforeEach, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('keeps the card width of a short row when asked not to stretch', () => {
    const { container, rerender } = render(
      <CardCarousel items={['Base 1']} perPage={3} itemKey={(name) => name} renderItem={(name) => <div data-testid="card">{name}</div>} />,
    );
    const grid = () => (container.querySelector('[data-testid="card-carousel"] > div > div') as HTMLElement).style.gridTemplateColumns;
    expect(grid()).toBe('repeat(1, minmax(0, 1fr))');

    rerender(
      <CardCarousel
        items={['Base 1']}
        perPage={3}
        stretch={false}
        itemKey={(name) => name}
        renderItem={(name) => <div data-testid="card">{name}</div>}
      />,
    );
    expect(grid()).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('lays a page out in rows of perPage cards', async () => {
    render(
      <CardCarousel
        items={names}
        perPage={2}
        rows={2}
        itemKey={(name) => name}
        renderItem={(name) => <div data-testid="card">{name}</div>}
      />,
    );

    expect(visibleNames()).toEqual(['Base 1', 'Base 2', 'Combo 1', 'Complementario 1']);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(visibleNames()).toEqual(['Combo 2']);
  });

  describe('autoplay', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('stays on its first page until the visitor interacts with the page (the largest paint stays put)', () => {
      render(
        <CardCarousel
          items={names}
          perPage={2}
          autoplay={3000}
          arrows={false}
          itemKey={(name) => name}
          renderItem={(name) => <div data-testid="card">{name}</div>}
        />,
      );
      act(() => jest.advanceTimersByTime(9000));
      expect(visibleNames()).toEqual(['Base 1', 'Base 2']);
      fireEvent.keyDown(window, { key: 'Tab' });
      act(() => jest.advanceTimersByTime(3000));
      expect(visibleNames()).toEqual(['Combo 1', 'Complementario 1']);
    });

    it('turns the pages by itself without arrows, wraps around and pauses under the pointer', () => {
      render(
        <CardCarousel
          items={names}
          perPage={2}
          autoplay={3000}
          arrows={false}
          itemKey={(name) => name}
          renderItem={(name) => <div data-testid="card">{name}</div>}
        />,
      );
      expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Página 1' })).toBeInTheDocument();
      fireEvent.pointerDown(window);

      act(() => jest.advanceTimersByTime(3000));
      expect(visibleNames()).toEqual(['Combo 1', 'Complementario 1']);
      act(() => jest.advanceTimersByTime(6000));
      expect(visibleNames()).toEqual(['Base 1', 'Base 2']);

      fireEvent.mouseEnter(screen.getByTestId('card-carousel'));
      act(() => jest.advanceTimersByTime(9000));
      expect(visibleNames()).toEqual(['Base 1', 'Base 2']);
      fireEvent.mouseLeave(screen.getByTestId('card-carousel'));
      act(() => jest.advanceTimersByTime(3000));
      expect(visibleNames()).toEqual(['Combo 1', 'Complementario 1']);
    });
  });
});
