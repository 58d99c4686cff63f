import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';

/**
 * The page's one h1, drawn at antd's h2 size; `visuallyHidden` keeps it for screen readers only, for pages whose
 * content speaks for itself (the home catalogue).
 */
export function PageTitle({ children, visuallyHidden = false }: { children: ReactNode; visuallyHidden?: boolean }) {
  const { token } = theme.useToken();
  const style: CSSProperties = visuallyHidden
    ? VISUALLY_HIDDEN
    : { margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 };
  return (
    <Typography.Title level={1} style={style}>
      {children}
    </Typography.Title>
  );
}
