import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** Centred page content with an optional heading (the page's h1, drawn at h2 size) and actions beside it. */
export function PageShell(props: { title?: string; extra?: ReactNode; children: ReactNode }) {
  const hasHeading = props.title !== undefined || props.extra !== undefined;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 'clamp(16px, 3vw, 32px) clamp(12px, 3vw, 24px)' }}>
      {hasHeading && (
        <div
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 24 }}
        >
          {props.title !== undefined && <PageTitle>{props.title}</PageTitle>}
          {props.extra !== undefined && <div style={{ marginLeft: 'auto' }}>{props.extra}</div>}
        </div>
      )}
      {props.children}
    </div>
  );
}
