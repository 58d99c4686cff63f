import { Flex, theme } from 'antd';
import { Fragment, type ReactNode } from 'react';

export interface LineCardProps {
  /** The line's name (and anything under it), wrapping between words. */
  heading: ReactNode;
  /** Beside the heading, e.g. a delete button. */
  action?: ReactNode;
  /** Label and value pairs stacked under the heading. */
  figures: readonly (readonly [string, ReactNode])[];
  testId?: string;
}

/**
 * One line of a table drawn as a card for a phone: the heading with its action beside it, then each column as a
 * label and value row, so nothing hides past the screen's edge.
 */
export function LineCard({ heading, action, figures, testId }: LineCardProps) {
  const { token } = theme.useToken();
  return (
    <li
      data-testid={testId}
      style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: '8px 12px', color: token.colorText }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <div style={{ minWidth: 0, flex: 1, overflowWrap: 'normal', wordBreak: 'normal' }}>{heading}</div>
        {action}
      </Flex>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: '4px 12px', margin: '8px 0 0' }}>
        {figures.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}

/** The list that holds LineCards. */
export function LineCardList(props: { testId?: string; maxHeight?: number; children: ReactNode }) {
  return (
    <ul
      data-testid={props.testId}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 8,
        maxHeight: props.maxHeight,
        overflowY: props.maxHeight ? 'auto' : undefined,
      }}
    >
      {props.children}
    </ul>
  );
}
