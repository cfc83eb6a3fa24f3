import styled from 'styled-components';
import { Button } from './Button';

const Place = styled(Button).attrs({ 'aria-hidden': true, tabIndex: -1, disabled: true })`
  visibility: hidden;
  &::after {
    content: attr(data-label);
  }
`;

/**
 * The place of a secondary action (a button, or a link that looks like one) that may come with an
 * answer still on its way, so that it does not push the row's other actions or the page down when
 * it comes (on a phone it can take a row of its own). The box of a secondary `md` button with the
 * label's width; the label is drawn from an attribute, not written as text: nothing to read, find
 * or focus. The caller replaces it with the action, or with nothing, when the answer comes.
 */
export function ButtonPlace({ label }: { label: string }) {
  return <Place variant="secondary" data-label={label} />;
}
