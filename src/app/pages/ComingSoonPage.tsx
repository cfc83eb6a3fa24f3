import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '@/design-system/EmptyState';
import { PageHeading } from './PageHeading';

const messages = defineMessages({
  title: { id: 'app.comingSoon.title', defaultMessage: 'Coming soon' },
  text: {
    id: 'app.comingSoon.text',
    defaultMessage: 'This part of your cabinet is being built. Everything else keeps working in the meantime.',
  },
});

/** An honest placeholder for a page a later release fills in. */
export function ComingSoonPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeading />
      <EmptyState
        titleAs="h2"
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.text)}
      />
    </>
  );
}
