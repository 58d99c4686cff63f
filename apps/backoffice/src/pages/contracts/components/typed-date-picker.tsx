import { DatePicker, type DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FocusEvent, KeyboardEvent } from 'react';

dayjs.extend(customParseFormat);

/**
 * antd's DatePicker drops a typed date it cannot use without a word: one outside minDate/maxDate, and one that
 * is no date at all (31/02/2027). This one hands both to the form on Enter or when the field is left, so that
 * the field's rule says why (backoffice-licensing.md §5.4: "Fecha inválida, el formato debe ser dd/MM/yyyy",
 * "Fecha mínima permitida 01/01/2000", "Fecha máxima permitida {date}", "La fecha no puede ser mayor a {date}").
 * A text that is not a date reaches the form as an invalid Dayjs, which the rules read as an impossible date;
 * the picker itself then shows an empty field under that message.
 */
export function TypedDatePicker(props: DatePickerProps & { format: string }) {
  // antd passes more arguments to these; ours only forwards the event.
  const onBlur = props.onBlur as ((event: FocusEvent<HTMLElement>) => void) | undefined;
  const onKeyDown = props.onKeyDown as ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  const current = props.value ? dayjs(props.value) : null;
  const commitTyped = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    const typed = dayjs(trimmed, props.format, true);
    if (typed.isValid() && current?.isValid() && current.isSame(typed, 'day')) return;
    if (!typed.isValid() && current !== null && !current.isValid()) return;
    props.onChange?.(typed, trimmed);
  };
  return (
    <DatePicker
      {...props}
      value={current?.isValid() ? props.value : null}
      status={current !== null && !current.isValid() ? 'error' : props.status}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        commitTyped((event.target as HTMLInputElement).value ?? '');
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter') commitTyped((event.target as HTMLInputElement).value ?? '');
        onKeyDown?.(event);
      }}
    />
  );
}
