import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export interface PageSectionProps {
  /** The heading's id: the section is named by its heading. */
  id: string;
  /** The section's h2. */
  title: string;
  /** A link beside the heading ("All wallets"). */
  link?: ReactNode;
  children: ReactNode;
}

/** A named part of a page (home's wallets, its latest articles): an h2, maybe a link, the part. */
export function PageSection({ id, title, link, children }: PageSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        {link}
      </Head>
      {children}
    </Section>
  );
}
