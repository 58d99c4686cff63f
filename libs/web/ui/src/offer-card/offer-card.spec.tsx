import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdTestStyles } from '../testing/antd-test-styles';
import { OfferCard, packageValidityLine, type OfferCardProps } from './offer-card';

const start = new Date('2026-03-01T12:00:00-05:00').getTime();

function renderOffer(props: Partial<OfferCardProps> = {}) {
  const onBuy = jest.fn();
  render(
    <OfferCard
      name="Plan Pyme oferta de temporada"
      offerTypeCode="PTJ"
      totalOffer={20}
      price={890_000}
      offerPrice={712_000}
      validity={packageValidityLine('A', '1 año')}
      expiresAt={new Date(start + 3 * 86_400_000).toISOString()}
      onBuy={onBuy}
      {...props}
    />,
    { wrapper: AntdTestStyles },
  );
  return { onBuy };
}

describe('packageValidityLine', () => {
  it('says "Vigencia" for unlimited validity and "Valido por" otherwise', () => {
    expect(packageValidityLine('I', 'Ilimitado')).toBe('Vigencia ilimitada');
    expect(packageValidityLine('A', '1 año')).toBe('Valido por 1 año');
    expect(packageValidityLine('M', '12 meses')).toBe('Valido por 12 meses');
  });
});

describe('OfferCard', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows OFERTA, the percentage, the struck and offer prices, the name, the validity and the countdown of a PTJ offer', () => {
    renderOffer();
    const card = screen.getByTestId('offer-card');

    expect(screen.getByText('OFERTA')).toBeInTheDocument();
    expect(card).toHaveTextContent('-20%');
    // PTJ once showed no struck price: a percentage offer shows the price struck through and the price with the offer too.
    expect(screen.getByText('$ 890.000').tagName).toBe('DEL');
    expect(screen.getByText('$ 712.000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plan Pyme oferta de temporada' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Valido por 1 año');
    expect(screen.getByText('Oferta finaliza en')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('03Días');
  });

  it('shows the offer price with the price struck through for a VLR offer, and its image', () => {
    renderOffer({ offerTypeCode: 'VLR', totalOffer: 600_000, offerPrice: 600_000, imageUrl: '/files/oferta.png' });

    expect(screen.getByText('$ 890.000').tagName).toBe('DEL');
    expect(screen.getByText('$ 600.000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plan Pyme oferta de temporada' })).toHaveAttribute('src', '/files/oferta.png');
  });

  it('buys with "¡COMPRAR YA!"', async () => {
    jest.useRealTimers();
    const { onBuy } = renderOffer({ expiresAt: null });

    await userEvent.click(screen.getByRole('button', { name: '¡COMPRAR YA!' }));

    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says "Oferta finalizada" and stops selling when the countdown reaches zero', () => {
    renderOffer({ expiresAt: new Date(start + 2000) });
    expect(screen.getByRole('button', { name: '¡COMPRAR YA!' })).toBeEnabled();

    act(() => jest.advanceTimersByTime(3000));

    expect(screen.getByText('Oferta finalizada')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¡COMPRAR YA!' })).toBeDisabled();
  });
});
