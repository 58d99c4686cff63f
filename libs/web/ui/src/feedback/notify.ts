import { notification } from 'antd';

// storefront.md §8: alerts hide after 7 seconds and at most 3 show at once.
notification.config({ placement: 'topRight', duration: 7, maxCount: 3 });

type Notice = (message: string, description?: string) => void;

const show =
  (kind: 'success' | 'warning' | 'error' | 'info'): Notice =>
  (message, description) =>
    notification[kind]({ message, description });

export const notify: { success: Notice; warning: Notice; error: Notice; info: Notice } = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
};
