import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import { CATALOGUE_BREAKPOINTS, CatalogueSection, useCardsPerRow } from './catalogue-section';

type Listener = () => void;
const original = window.matchMedia;

/** A viewport of the given width whose media queries tell their listeners when it changes. */
function viewport(initial: number) {
  let width = initial;
  const listeners = new Set<Listener>();
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('useCardsPerRow', () => {
  afterEach(() => {
    window.matchMedia = original;
  });

  it.each([
    [375, 1],
    [600, 1],
    [960, 2],
    [1024, 3],
    [1280, 3],
    [1440, 3],
    [1680, 4],
    [1920, 4],
    [2560, 4],
  ])('shows at %p px %p cards', (width, cards) => {
    viewport(width);
    expect(renderHook(() => useCardsPerRow()).result.current).toBe(cards);
  });

  it('follows the window as it resizes', () => {
    const screenSize = viewport(800);
    const { result } = renderHook(() => useCardsPerRow(CATALOGUE_BREAKPOINTS));
    expect(result.current).toBe(1);
    screenSize.resize(1700);
    expect(result.current).toBe(4);
  });
});

describe('CatalogueSection', () => {
  it('names the group with its heading', () => {
    render(
      <CatalogueSection title="Combos">
        <div>tarjetas</div>
      </CatalogueSection>,
    );
    expect(screen.getByRole('region', { name: 'Combos' })).toContainElement(screen.getByText('tarjetas'));
    // Under the page's h1: an h2, whose cards' names are h3 (heading order, Lighthouse and axe).
    expect(screen.getByRole('heading', { level: 2, name: 'Combos' })).toBeInTheDocument();
  });

  it('keeps a hidden title for assistive technology only', () => {
    render(
      <CatalogueSection title="Ofertas" titleHidden>
        <div>ofertas</div>
      </CatalogueSection>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Ofertas' });
    expect(heading).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    expect(screen.getByRole('region', { name: 'Ofertas' })).toContainElement(screen.getByText('ofertas'));
  });
});
