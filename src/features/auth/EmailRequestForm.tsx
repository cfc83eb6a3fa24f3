import { useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useForm, type SendOptions } from '@/api/form';
import type { StatusMessage } from '@/api/generated/model';
import { Button } from '@/design-system/Button';
import { TextField } from '@/design-system/TextField';
import type { AuthLinks } from './links';
import { fieldMessages } from './messages';
import {
  AuthCard,
  FooterText,
  FormBanner,
  FormStack,
  Header,
  Heading,
  Lead,
  Notice,
  TextLink,
  useFocusFirstInvalid,
} from './ui';

export interface EmailRequestFormProps {
  links: AuthLinks;
  /** Prefix of element ids (two of these pages never share one screen, but ids stay unique). */
  idPrefix: string;
  messages: { title: MessageDescriptor; lead: MessageDescriptor; submit: MessageDescriptor };
  /** The call that takes `{ email }` and answers the server's status message. */
  send: (values: { email: string }, options: SendOptions) => Promise<StatusMessage>;
}

/**
 * One e-mail field that asks the server to send a link (password reset, verification resend) and
 * shows the server's status message. The e-mail may arrive prefilled from `?email=`.
 */
export function EmailRequestForm({ links, idPrefix, messages, send }: EmailRequestFormProps) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { email: search.get('email') ?? '' },
    labels: { email: fieldMessages.email },
    send,
  });
  useFocusFirstInvalid(formRef, form.failures);
  const titleId = `${idPrefix}-title`;

  return (
    <AuthCard aria-labelledby={titleId}>
      <Header>
        <Heading id={titleId}>{intl.formatMessage(messages.title)}</Heading>
        <Lead>{intl.formatMessage(messages.lead)}</Lead>
      </Header>
      {form.successful && form.data && <Notice>{form.data.status}</Notice>}
      <FormStack ref={formRef} onSubmit={form.handleSubmit} noValidate aria-labelledby={titleId}>
        <FormBanner banner={form.banner} onDismiss={form.dismissBanner} />
        <TextField
          {...form.field('email')}
          id={`${idPrefix}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          requiredLabel={intl.formatMessage(fieldMessages.required)}
          label={intl.formatMessage(fieldMessages.email)}
        />
        <Button type="submit" size="lg" block busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </FormStack>
      <FooterText>
        <TextLink to={links.login}>{intl.formatMessage(fieldMessages.backToLogin)}</TextLink>
      </FooterText>
    </AuthCard>
  );
}
