import { Popover, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

export const POPOVER_LOADING = 'Procesando....';
export const POPOVER_EMPTY = 'No se encontró resultados';

export interface InfoPopoverProps {
  title: string;
  icon: ReactNode;
  /** Called each time the popover opens; a rejection shows the empty text (the caller reports the error). */
  load: () => Promise<string[]>;
}

type State = { kind: 'loading' } | { kind: 'loaded'; lines: string[] };

/** An info icon whose popover loads its lines when it opens. */
export function InfoPopover(props: InfoPopoverProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const open = (visible: boolean) => {
    if (!visible) return;
    setState({ kind: 'loading' });
    props.load().then(
      (lines) => setState({ kind: 'loaded', lines }),
      () => setState({ kind: 'loaded', lines: [] }),
    );
  };

  const content =
    state.kind === 'loading' ? (
      <Typography.Text type="secondary">{POPOVER_LOADING}</Typography.Text>
    ) : state.lines.length === 0 ? (
      <Typography.Text type="secondary">{POPOVER_EMPTY}</Typography.Text>
    ) : (
      <ul style={{ margin: 0, paddingInlineStart: 18, maxWidth: 320, maxHeight: 240, overflowY: 'auto' }}>
        {state.lines.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    );

  return (
    <Popover
      title={props.title}
      content={<div data-testid={`popover-${props.title}`}>{content}</div>}
      trigger={['hover', 'click']}
      onOpenChange={open}
    >
      <button
        type="button"
        aria-label={props.title}
        style={{ background: 'none', border: 'none', padding: 4, cursor: 'pointer', color: 'inherit', fontSize: 18, lineHeight: 1 }}
      >
        {props.icon}
      </button>
    </Popover>
  );
}
