import { Button, Result } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleOutlined, MailOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { IDENTITY_VALIDATION_OUTCOMES, PageShell, PageTitle, useBrand } from '@lic/web-ui';
import { useAppParameters } from '../../app-parameters';
import { type MessagePageState, useCartNavigation } from '../../cart';
import { PURCHASE_MODAL_TEXTS } from '../purchase.messages';

interface MessageContent {
  icon: 'mail' | 'done' | 'expired' | 'error';
  title: string;
  message: string;
}

const UNUSABLE_LINK: MessageContent = {
  icon: 'expired',
  title: '¡Enlace no válido!',
  message: 'El enlace de activación ha expirado o ya fue usado.',
};

/**
 * What /messageValidationEmail says for each ?estado= value. The spec gives the identity texts (OK01) and the
 * decrypt-failure texts; "activado" and the unusable-link text are ours, for the trial's activation link
 * (the API sends estado=expirado, utilizado or invalido, see TRIAL_LINK_PAGES of libs/server/ordering).
 */
export const VALIDATION_MESSAGES: Record<string, MessageContent> = {
  validacion: { icon: 'mail', ...IDENTITY_VALIDATION_OUTCOMES.validated },
  expirado: UNUSABLE_LINK,
  utilizado: UNUSABLE_LINK,
  invalido: UNUSABLE_LINK,
  activado: {
    icon: 'done',
    title: '¡Tu cuenta ha sido activada!',
    message: 'Ya puedes ingresar y empezar a disfrutar de tu prueba gratis.',
  },
  error: {
    icon: 'error',
    title: '¡Ocurrió un inconveniente!',
    message: 'No hemos podido procesar la solicitud, por favor inténtalo más tarde.',
  },
};

const ICONS: Record<MessageContent['icon'], ReactNode> = {
  mail: <MailOutlined />,
  done: <CheckCircleOutlined />,
  expired: <ClockCircleOutlined />,
  error: <ExclamationCircleOutlined />,
};

function isMessageState(state: unknown): state is MessagePageState {
  const candidate = state as Partial<MessagePageState> | null;
  return typeof candidate?.title === 'string' && typeof candidate.message === 'string';
}

/**
 * The message page (storefront.md §2): a title and text handed over by the page that led here (navigation
 * state), or chosen by ?estado=; the identity check's "No dudamos que seas tú..." by default. Its button goes
 * to the brand's landing page.
 */
export function ValidationMessagePage() {
  const location = useLocation();
  const brand = useBrand();
  const { parameters } = useAppParameters();
  const go = useCartNavigation();
  const estado = new URLSearchParams(location.search).get('estado')?.trim().toLowerCase() ?? '';
  const content: MessageContent = isMessageState(location.state)
    ? { icon: 'mail', title: location.state.title, message: location.state.message }
    : (VALIDATION_MESSAGES[estado] ?? VALIDATION_MESSAGES.validacion);

  return (
    <PageShell>
      <Result
        // Wrapped, the icon misses antd's `.ant-result-icon > .anticon` size: it gets it here.
        icon={<span style={{ color: brand.primaryColor, fontSize: 72 }}>{ICONS[content.icon]}</span>}
        title={<PageTitle>{content.title}</PageTitle>}
        subTitle={content.message}
        extra={
          <Button type="primary" onClick={() => go(parameters.urlLandingPage)}>
            {PURCHASE_MODAL_TEXTS.goTo(brand.displayName)}
          </Button>
        }
      />
    </PageShell>
  );
}
