import { DatePicker, type DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FocusEvent, KeyboardEvent } from 'react';

dayjs.extend(customParseFormat);

/**
 * antd's DatePicker drops a typed date outside minDate/maxDate without a word. This one hands such a date to
 * the form on Enter or when the field is left, so that the field's rule says why (backoffice-licensing.md §5.4:
 * "Fecha mínima permitida 01/01/2000", "Fecha máxima permitida {date}", "La fecha no puede ser mayor a {date}").
 */
export function TypedDatePicker(props: DatePickerProps & { format: string }) {
  // antd passes more arguments to these; ours only forwards the event.
  const onBlur = props.onBlur as ((event: FocusEvent<HTMLElement>) => void) | undefined;
  const onKeyDown = props.onKeyDown as ((event: KeyboardEvent<HTMLElement>) => void) | undefined;
  const commitTyped = (text: string) => {
    const typed = dayjs(text.trim(), props.format, true);
    if (!typed.isValid() || (props.value && dayjs(props.value).isSame(typed, 'day'))) return;
    props.onChange?.(typed, text);
  };
  return (
    <DatePicker
      {...props}
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
