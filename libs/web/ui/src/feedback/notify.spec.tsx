import { act, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { notify } from './notify';

describe('notify', () => {
  afterEach(() => {
    act(() => notification.destroy());
  });

  it.each(['success', 'warning', 'error', 'info'] as const)('shows a %s notice at the top right', async (kind) => {
    act(() => notify[kind](`Mensaje ${kind}`));

    const notice = await screen.findByText(`Mensaje ${kind}`);
    expect(notice.closest(`.ant-notification-notice-${kind}`)).not.toBeNull();
    expect(notice.closest('.ant-notification-topRight')).not.toBeNull();
  });

  it('keeps at most three notices on screen', async () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.info(`Aviso ${n}`);
    });

    await screen.findByText('Aviso 4');
    await waitFor(() => expect(screen.queryByText('Aviso 1')).toBeNull());
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(3);
  });
});
