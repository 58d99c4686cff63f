import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageUpload, type UploadedImage } from './image-upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function Harness(props: { onChange: (image: UploadedImage | null) => void }) {
  const [value, setValue] = useState<UploadedImage | null>(null);
  return (
    <ImageUpload
      value={value}
      onChange={(image) => {
        setValue(image);
        props.onChange(image);
      }}
    />
  );
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImageUpload', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a progress that ticks every 500 ms and hands the file over as base64 after 2 s', async () => {
    const onChange = jest.fn<(image: UploadedImage | null) => void>();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Harness onChange={onChange} />);

    await user.upload(fileInput(), new File([PNG], 'oferta.png', { type: 'image/png' }));
    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    act(() => jest.advanceTimersByTime(1500));

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ fileName: 'oferta.png', contentBase64: btoa(String.fromCharCode(...PNG)) });
    expect(screen.getByTestId('uploaded-image')).toHaveTextContent('oferta.png');
  });

  it('refuses a file of another type, by name or by content', async () => {
    const onChange = jest.fn<(image: UploadedImage | null) => void>();
    render(<Harness onChange={onChange} />);

    await userEvent.upload(fileInput(), new File(['x'], 'oferta.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).');

    await userEvent.upload(fileInput(), new File(['not a png'], 'oferta.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 2 MB', async () => {
    render(<Harness onChange={jest.fn()} />);

    const big = new File([new Uint8Array(2_097_153)], 'oferta.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(), big);

    expect(await screen.findByRole('alert')).toHaveTextContent('El tamaño del archivo supera el máximo permitido (2MB).');
  });
});
