import { expect, waitFor } from 'storybook/test';
import type { Canvas, Play } from '../../play';

/** Types an address into the page's e-mail field and presses its submit button, as a user does. */
export async function submitEmail({ canvas, userEvent }: Play, email: string, submitLabel: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/i }), email);
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
}

/** Sending while the server never answers: the submit button is busy and takes no second click. */
export async function expectBusySubmit(canvas: Canvas, submitLabel: string) {
  const submit = canvas.getByRole('button', { name: submitLabel });
  await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
}

/** A 422 on one field: the banner points below, where the field is invalid and says why. */
export async function expectFieldRefused(canvas: Canvas, field: HTMLElement, message: string) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'Please correct the field below.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** No answer at all: the offline banner. */
export async function expectOffline(canvas: Canvas) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'We could not reach the server. Check your internet connection and try again.',
  );
}

/** A one-field e-mail form: its `h1`, the required e-mail field (returned) and the way back to sign in. */
export async function expectEmailForm(canvas: Canvas, heading: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const email = canvas.getByRole('textbox', { name: /^E-mail/ });
  await expect(email).toBeRequired();
  await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
    'href',
    '/en/login',
  );
  return email;
}
