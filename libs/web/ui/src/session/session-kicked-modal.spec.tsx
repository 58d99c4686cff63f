import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { SessionKickedModal } from './session-kicked-modal';

describe('SessionKickedModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // antd measures the scrollbar with a pseudo-element, which jsdom does not implement.
    const getComputedStyle = window.getComputedStyle.bind(window);
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows nothing and never expires while there is no message', () => {
    const onExpire = jest.fn();
    render(<SessionKickedModal message={null} onExpire={onExpire} />);

    act(() => jest.advanceTimersByTime(5000));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows the pushed message and expires the session after 2 seconds', async () => {
    const onExpire = jest.fn();
    const { rerender } = render(<SessionKickedModal message={null} onExpire={onExpire} />);

    rerender(<SessionKickedModal message="Se inició sesión en otro dispositivo" onExpire={onExpire} />);

    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Sesión finalizada')).toBeInTheDocument();
    expect(screen.getByText('Se inició sesión en otro dispositivo')).toBeInTheDocument();
    // Async act: the dialog's opening animation finishes in a promise after its animation frame.
    await act(async () => jest.advanceTimersByTime(1999));
    expect(onExpire).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not expire after being unmounted', () => {
    const onExpire = jest.fn();
    const { unmount } = render(<SessionKickedModal message="Adiós" onExpire={onExpire} />);

    unmount();
    act(() => jest.advanceTimersByTime(3000));

    expect(onExpire).not.toHaveBeenCalled();
  });
});
