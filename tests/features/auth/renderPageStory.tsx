import { screen } from '@testing-library/react';
// The stories' play functions use the user-event copy inside storybook/test; a second copy in the
// same document breaks React's input value tracking, so the tests use that one too.
import userEvent from '@testing-library/user-event';

// One page-story renderer for every feature's tests (tests/utils); the auth tests keep importing it here.
export {
  recordRequests,
  renderPageStory,
  
  
  type PageStory,
} from '../../utils/renderPageStory';

/**
 * Fills the e-mail field and presses the submit button. The address is pasted rather than typed
 * key by key: what is sent matters here, not the keystrokes.
 */
export async function submitEmail(email: string, submitLabel: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: /^E-mail/ }));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: submitLabel }));
}
