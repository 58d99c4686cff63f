import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type StateTone = 'success' | 'processing' | 'error' | 'neutral';

/** Dark text on antd's light tag backgrounds: readable (WCAG AA), unlike the preset tag colours. */
const TONES: Record<StateTone, { color: string; background: string; borderColor: string }> = {
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  processing: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  error: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  neutral: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
};

/** A state (Activo, Entregada, Fallida…) as a tag of one of four tones. */
export function StateTag({ tone, title, children }: { tone: StateTone; title?: string; children: ReactNode }) {
  return (
    <Tag style={TONES[tone]} title={title}>
      {children}
    </Tag>
  );
}
