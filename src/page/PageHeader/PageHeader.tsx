import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pageTitles, type PageTitleKey } from '../titles';
import { Actions, Back, Heading, Lead, Root, Titles } from './PageHeader.styles';

interface HeaderParts {
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** Controls beside the heading (a view toggle, "New ticket"); under it on phones. */
  actions?: ReactNode;
  /** The way back, above the heading ("← All wallets"). */
  back?: ReactNode;
  /** Id of the h1, for the `aria-labelledby` of the region the page is. */
  id?: string;
}

export type PageHeaderProps = HeaderParts &
  (
    | {
        /** The page, by its route's title: the h1 says the message the document title says. */
        page: PageTitleKey;
        heading?: never;
      }
    | {
        /**
         * What the h1 says where a page names its subject rather than its route (a wallet's name,
         * an article's title) or a state of its own ("Check your inbox").
         */
        heading: ReactNode;
        page?: never;
      }
  );

/** The page's one h1 (the route's title, or its subject), with an optional lead and actions. */
export function PageHeader({ page, heading, lead, actions, back, id }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <Root>
      <Titles>
        {back && <Back>{back}</Back>}
        <Heading id={id}>{page ? intl.formatMessage(pageTitles[page]) : heading}</Heading>
        {lead && <Lead>{lead}</Lead>}
      </Titles>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
