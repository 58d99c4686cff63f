import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { plainText } from './plain-text';
import { RichTextEditor } from './rich-text-editor';

function Harness(props: { onChange: (html: string) => void; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <RichTextEditor
      aria-label="Resumen"
      maxPlainLength={10}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

function typeHtml(html: string) {
  const box = screen.getByRole('textbox', { name: 'Resumen' });
  box.innerHTML = html;
  fireEvent.input(box);
  return box;
}

describe('plainText', () => {
  it('counts what a reader sees', () => {
    expect(plainText('<p><b>Hola</b>&nbsp;&amp; <i>adiós</i></p>')).toBe('Hola & adiós');
    expect(plainText('')).toBe('');
  });
});

describe('RichTextEditor', () => {
  it('shows the given HTML and reports edits with the plain-text count', () => {
    const onChange = jest.fn<(html: string) => void>();
    render(<Harness onChange={onChange} initial="<b>Hola</b>" />);
    expect(screen.getByRole('textbox', { name: 'Resumen' }).innerHTML).toBe('<b>Hola</b>');
    expect(screen.getByText('4/10')).toBeInTheDocument();

    typeHtml('<b>Hola</b> mundo');

    expect(onChange).toHaveBeenLastCalledWith('<b>Hola</b> mundo');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('refuses text beyond the limit and keeps the previous content', () => {
    const onChange = jest.fn<(html: string) => void>();
    render(<Harness onChange={onChange} initial="<i>Resumen</i>" />);

    const box = typeHtml('<i>Resumen largo</i>');

    expect(onChange).not.toHaveBeenCalled();
    expect(box.innerHTML).toBe('<i>Resumen</i>');
  });

  it('reports an emptied box as an empty value', () => {
    const onChange = jest.fn<(html: string) => void>();
    render(<Harness onChange={onChange} initial="Hola" />);

    typeHtml('<br>');

    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
