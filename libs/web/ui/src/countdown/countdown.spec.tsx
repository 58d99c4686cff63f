import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Countdown, countdownParts } from './countdown';

const SECOND = 1000;
const start = new Date('2026-03-01T12:00:00-05:00').getTime();

function shown(): Record<string, string> {
  const boxes = screen.getByRole('timer').querySelectorAll<HTMLElement>('[data-unit]');
  return Object.fromEntries(Array.from(boxes, (box) => [box.dataset.unit as string, box.firstElementChild?.textContent ?? '']));
}

describe('countdownParts', () => {
  it('splits what is left into days, hours, minutes and seconds, never below zero', () => {
    const until = start + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * SECOND + 999;
    expect(countdownParts(until, start)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(start - SECOND, start)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows its heading and the time left, refreshed every second', () => {
    render(<Countdown until={new Date(start + (26 * 3600 + 61) * SECOND)} title="Oferta finaliza en" />);

    expect(screen.getByText('Oferta finaliza en')).toBeInTheDocument();
    expect(screen.getByText('Días')).toBeInTheDocument();
    expect(screen.getByText('Segundos')).toBeInTheDocument();
    expect(shown()).toEqual({ days: '01', hours: '02', minutes: '01', seconds: '01' });

    act(() => jest.advanceTimersByTime(SECOND));
    expect(shown()).toEqual({ days: '01', hours: '02', minutes: '01', seconds: '00' });
    act(() => jest.advanceTimersByTime(SECOND));
    expect(shown()).toEqual({ days: '01', hours: '02', minutes: '00', seconds: '59' });
  });

  it('stops at zero and reports the end once', () => {
    const onFinish = jest.fn();
    render(<Countdown until={new Date(start + 2 * SECOND).toISOString()} onFinish={onFinish} />);

    act(() => jest.advanceTimersByTime(SECOND));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(5 * SECOND));
    expect(shown()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports the end right away when the instant has already passed', () => {
    const onFinish = jest.fn();
    render(<Countdown until={start - SECOND} onFinish={onFinish} />);

    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(shown().seconds).toBe('00');
  });
});
