import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Flex, Progress, Result, Spin, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../layout/page-title';

export type PaymentResultKind = 'success' | 'failure' | 'pending';

/** Texts of the re-check countdown (ours: the spec describes the countdown without wording it). */
export const PAYMENT_RESULT_TEXTS = {
  checking: 'Consultando el estado de tu pago...',
  nextCheck: (seconds: number) => `Consultaremos nuevamente el estado de tu pago en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  recheck: (done: number, max: number) => `Consulta ${done} de ${max}`,
  countdownLabel: 'Segundos para la próxima consulta',
} as const;

export interface PaymentResultProps {
  kind: PaymentResultKind;
  title: ReactNode;
  /** The server's resultMessage, or another explanation under the title. */
  message?: ReactNode;
  /** Buttons under the message. */
  actions?: ReactNode;
  /** Anything between the message and the buttons, e.g. a PaymentRecheckCountdown. */
  children?: ReactNode;
}

const ICONS: Record<PaymentResultKind, typeof CheckCircleFilled> = {
  success: CheckCircleFilled,
  failure: CloseCircleFilled,
  pending: ClockCircleFilled,
};

/** The outcome of a payment: success, failure or pending, each with its icon and colour. */
export function PaymentResult({ kind, title, message, actions, children }: PaymentResultProps) {
  const { token } = theme.useToken();
  const color = { success: token.colorSuccess, failure: token.colorError, pending: token.colorWarning }[kind];
  const Icon = ICONS[kind];
  return (
    <div data-testid="payment-result" data-kind={kind}>
      <Result icon={<Icon style={{ color, fontSize: 72 }} />} title={<PageTitle>{title}</PageTitle>} subTitle={message} extra={actions}>
        {children}
      </Result>
    </div>
  );
}

export interface PaymentRecheckCountdownProps {
  /** Seconds left before the next check; null while a check is under way. */
  secondsLeft: number | null;
  /** The configured countdown, for the ring. */
  totalSeconds: number;
  /** Re-checks made in this round and the most a round makes. */
  rechecks: number;
  maxRechecks: number;
}

/** The countdown before the next status check of a pending payment, or a spinner while one runs. */
export function PaymentRecheckCountdown({ secondsLeft, totalSeconds, rechecks, maxRechecks }: PaymentRecheckCountdownProps) {
  return (
    <Flex vertical align="center" gap={8} data-testid="payment-recheck">
      {secondsLeft === null ? (
        <Flex align="center" gap={8}>
          <Spin size="small" />
          <Typography.Text>{PAYMENT_RESULT_TEXTS.checking}</Typography.Text>
        </Flex>
      ) : (
        <>
          <Progress
            type="circle"
            size={72}
            percent={totalSeconds > 0 ? Math.round((secondsLeft / totalSeconds) * 100) : 0}
            format={() => secondsLeft}
            aria-label={PAYMENT_RESULT_TEXTS.countdownLabel}
          />
          <Typography.Text role="timer">{PAYMENT_RESULT_TEXTS.nextCheck(secondsLeft)}</Typography.Text>
        </>
      )}
      {rechecks > 0 && <Typography.Text type="secondary">{PAYMENT_RESULT_TEXTS.recheck(rechecks, maxRechecks)}</Typography.Text>}
    </Flex>
  );
}
