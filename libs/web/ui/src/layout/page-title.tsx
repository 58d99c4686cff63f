import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Out of sight but read by screen readers. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

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
