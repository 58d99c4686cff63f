import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/** A user without artificial delays; antd overlays block pointer checks in jsdom. */
export const catalogueUser = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The table row that shows this text. */
export const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** The open create/edit dialog. */
export const dialog = () => screen.getByRole('dialog');

/** Replaces the value of the dialog's field with this label. */
export async function fill(label: string, text: string): Promise<void> {
  const input = within(dialog()).getByLabelText(label);
  await catalogueUser.clear(input);
  await catalogueUser.click(input);
  await catalogueUser.paste(text);
}
