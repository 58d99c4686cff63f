import { Typography } from 'antd';

/** How wide a description may grow in the catalogue tables before it is cut. */
export const DESCRIPTION_MAX_WIDTH = 280;

/**
 * A description on one line, cut with "…" and whole in a tooltip. A column `ellipsis` does not do it here:
 * it switches the table to a fixed layout, where `scroll.x: 'max-content'` lets the longest description
 * widen the column and push the "Activo" column out of view.
 */
export function DescriptionCell({ text, maxWidth = DESCRIPTION_MAX_WIDTH }: { text: string | null | undefined; maxWidth?: number }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth }}>
      {text}
    </Typography.Text>
  );
}
