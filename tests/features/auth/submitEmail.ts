import { screen } from '@testing-library/react';
// One user-event copy per document, the tests' own (tests/utils/play.ts says why).
import userEvent from '@testing-library/user-event';

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
