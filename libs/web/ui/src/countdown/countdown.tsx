import { Typography, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRenderHints } from '../server-render/render-hints';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left until `until` (all 0 once it has passed). */
export function countdownParts(until: number, now: number): CountdownParts {
  const left = Math.max(0, until - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

export const COUNTDOWN_LABELS: Record<keyof CountdownParts, string> = {
  days: 'Días',
  hours: 'Horas',
  minutes: 'Minutos',
  seconds: 'Segundos',
};

export interface CountdownProps {
  /** The instant the countdown reaches zero (ISO text, Date or epoch milliseconds). */
  until: string | number | Date;
  /** A heading above the figures, e.g. "Oferta finaliza en". */
  title?: ReactNode;
  /** Called once when the countdown reaches zero (also right away when `until` has already passed). */
  onFinish?: () => void;
}

const toEpoch = (value: CountdownProps['until']) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds left, refreshed every second (storefront.md §9). */
export function Countdown({ until, title, onFinish }: CountdownProps) {
  const { token } = theme.useToken();
  const target = toEpoch(until);
  // A page the server rendered starts from the server's instant, so that it hydrates as drawn (decision 0055).
  const renderedAt = useRenderHints().now;
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  const finished = !(target > now);

  useEffect(() => {
    if (renderedAt !== undefined) setNow(Date.now());
    // Only on mount: the server's instant is that of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (finished) return undefined;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [finished]);

  // Only the moment it finishes counts: a new onFinish identity must not fire it again.
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });
  useEffect(() => {
    if (finished) onFinishRef.current?.();
  }, [finished]);

  const parts = countdownParts(Number.isNaN(target) ? 0 : target, now);
  return (
    <div data-testid="countdown" style={{ textAlign: 'center' }}>
      {title !== undefined && (
        <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
          {title}
        </Typography.Text>
      )}
      <div role="timer" aria-live="off" style={{ display: 'flex', justifyContent: 'center', gap: 6 }}>
        {(Object.keys(COUNTDOWN_LABELS) as (keyof CountdownParts)[]).map((unit) => (
          <div
            key={unit}
            data-unit={unit}
            style={{
              minWidth: 52,
              padding: '6px 4px',
              borderRadius: token.borderRadius,
              background: token.colorFillSecondary,
              lineHeight: 1.1,
            }}
          >
            <div style={{ fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: token.colorText }}>
              {twoDigits(parts[unit])}
            </div>
            <div style={{ fontSize: 11, color: token.colorTextSecondary }}>{COUNTDOWN_LABELS[unit]}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
