import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { Notice } from '@/design-system/Notice';
import {
  EmailField,
  FormBanner,
  rules,
  sharedLabels,
  translateServerText,
  useFocusFirstInvalid,
  useForm,
  type SendOptions,
} from '@/form';
import { PageHeader } from '@/page/PageHeader';
import type { PageTitleKey } from '@/page/titles';
import { useAuthLinks } from './links';
import { authMessages } from './messages';
import { AuthCard, FooterText, FormStack, TextLink } from './AuthCard';

export interface EmailRequestFormProps {
  /** Prefix of element ids (two of these pages never share one screen, but ids stay unique). */
  idPrefix: string;
  /** Which page this is, by its route title (the h1). */
  page: PageTitleKey;
  messages: { lead: MessageDescriptor; submit: MessageDescriptor };
  /** The call that takes `{ email }` and answers the server's status message. */
  send: (values: { email: string }, options: SendOptions) => Promise<StatusMessage>;
  /** Called with the address once the link went out (e.g. to show "check your inbox"). */
  onSent?: (email: string) => void;
}

/**
 * One e-mail field that asks the server to send a link (password reset, verification resend) and
 * shows the server's status message (or hands over to `onSent`). The address's shape is checked
 * before sending. The e-mail may arrive prefilled from `?email=`.
 */
export function EmailRequestForm({
  idPrefix,
  page,
  messages,
  send,
  onSent,
}: EmailRequestFormProps) {
  const intl = useIntl();
  const links = useAuthLinks();
  const [search] = useSearchParams();
  const form = useForm({
    initialValues: { email: search.get('email') ?? '' },
    labels: { email: sharedLabels.email },
    rules: { email: [rules.required(), rules.email()] },
    send,
    onSuccess: (_answer, values) => onSent?.(values.email),
  });
  const formRef = useFocusFirstInvalid(form.failures);
  const titleId = `${idPrefix}-title`;

  return (
    <AuthCard aria-labelledby={titleId}>
      <PageHeader page={page} id={titleId} lead={intl.formatMessage(messages.lead)} />
      {form.successful && form.data && (
        <Notice>{translateServerText(intl, form.data.status)}</Notice>
      )}
      <FormStack ref={formRef} onSubmit={form.handleSubmit} noValidate aria-labelledby={titleId}>
        <FormBanner form={form} />
        <EmailField form={form} name="email" id={`${idPrefix}-email`} />
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </FormStack>
      <FooterText>
        <TextLink to={links.login}>{intl.formatMessage(authMessages.backToLogin)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
