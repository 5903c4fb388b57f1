import { Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * The confirmation a player gives before money is staked or taken (keno, roulette, 4D, the booster, a tournament
 * room): what is about to be sent, in words and with its amount, and Confirm or Cancel. Nothing is sent before Confirm.
 */
export function ConfirmStep({
  open,
  title,
  children,
  okText,
  cancelText,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  okText: string;
  cancelText: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>{children}</p>
    </Modal>
  );
}
