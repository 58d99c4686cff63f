import { Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';

export const SESSION_KICKED_TITLE = 'Sesión finalizada';
/** storefront.md §9: the message stays 2 s before the session is cleared. */
export const SESSION_KICKED_DELAY_MS = 2000;

/** Shown when the server pushes that this session was ended elsewhere; the caller clears storage in onExpire. */
export function SessionKickedModal(props: { message: string | null; onExpire: () => void }) {
  const { message } = props;
  const onExpire = useRef(props.onExpire);
  onExpire.current = props.onExpire;

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => onExpire.current(), SESSION_KICKED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <Modal
      open={message !== null}
      title={SESSION_KICKED_TITLE}
      footer={null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{message}</Typography.Paragraph>
    </Modal>
  );
}
