import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileAttach, type AttachedFile, type FileAttachProps } from './file-attach';
import { leadingBytes, mimeTypeOf } from './file-content';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

function setup(overrides: Partial<FileAttachProps> = {}) {
  const upload = jest.fn<(file: AttachedFile) => Promise<void>>(async () => undefined);
  const onUploaded = jest.fn<(file: AttachedFile) => void>();
  const onFailed = jest.fn<(error: unknown, file: AttachedFile) => void>();
  render(<FileAttach buttonText="Adjuntar Comprobante" upload={upload} onUploaded={onUploaded} onFailed={onFailed} {...overrides} />);
  return { upload, onUploaded, onFailed, input: fileInput() };
}

/** rc-upload renders a new input after each choice: look it up every time. */
const fileInput = () => screen.getByRole('group', { name: 'Adjuntar Comprobante' }).querySelector('input[type="file"]') as HTMLInputElement;

describe('FileAttach', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('accepts only the proof types and sends a valid file while the progress runs for 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { upload, onUploaded, onFailed, input } = setup();
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.pdf');

    await user.upload(input, new File([PDF], 'comprobante.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(upload).toHaveBeenCalledWith({ fileName: 'comprobante.pdf', contentBase64: base64Of(PDF) });

    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(onUploaded).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1000));

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ fileName: 'comprobante.pdf', contentBase64: base64Of(PDF) });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('holds the bar until the server answers, then reports a failure', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let reject: (reason: unknown) => void = () => undefined;
    const pending = new Promise<void>((_, fail) => {
      reject = fail;
    });
    const { onUploaded, onFailed, input } = setup({ upload: () => pending });

    await user.upload(input, new File([PDF], 'rut.pdf', { type: 'application/pdf' }));
    await screen.findByRole('progressbar');
    await act(async () => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
    expect(onFailed).not.toHaveBeenCalled();

    const failure = new Error('caído');
    await act(async () => reject(failure));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledWith(failure, { fileName: 'rut.pdf', contentBase64: base64Of(PDF) });
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses another type by name, a name over 200 characters and a renamed executable', async () => {
    const { upload, input } = setup();

    await userEvent.upload(input, new File(['hola'], 'comprobante.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).');

    await userEvent.upload(fileInput(), new File([PDF], `${'a'.repeat(197)}.pdf`, { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El nombre del archivo seleccionado no es valido.'));

    await userEvent.upload(fileInput(), new File([EXE], 'comprobante.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 2 MB', async () => {
    const { upload, input } = setup();

    await userEvent.upload(input, new File([PDF, new Uint8Array(2_097_152)], 'comprobante.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El tamaño del archivo supera el máximo permitido (2MB).');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the stored file as a link that opens it', async () => {
    const onOpenAttached = jest.fn();
    setup({ attachedFileName: 'consignacion.jpg', onOpenAttached });

    await userEvent.click(screen.getByRole('button', { name: /consignacion\.jpg/ }));
    expect(onOpenAttached).toHaveBeenCalledTimes(1);
  });
});

describe('file content helpers', () => {
  it('reads the leading bytes of base64 content and names the media type', () => {
    expect(Array.from(leadingBytes(base64Of(PDF), 5))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(Array.from(leadingBytes(btoa('ab'), 8))).toEqual([0x61, 0x62]);
    expect(mimeTypeOf('rut.PDF')).toBe('application/pdf');
    expect(mimeTypeOf('foto.jpeg')).toBe('image/jpeg');
    expect(mimeTypeOf('programa.exe')).toBe('application/octet-stream');
  });
});
