import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getRegisterMockHandler,
  getRegisterMockHandler422,
  getResendVerificationEmailMockHandler,
} from '@/api/generated/auth/auth.msw';
import { RegisterPage } from '@/features/auth/RegisterPage';
import { onViewport } from '../../viewport';
import { authPage } from './AuthPageFrame';
import { networkError, neverAnswers } from './responses';

const meta = {
  title: 'Pages/Auth/Register',
  component: RegisterPage,
  ...authPage('/:lang/register', '/en/register'),
  ...onViewport('desktop'),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the applicant types; the e-mail's domain is the demo backend's "must verify" one. */
const applicant = {
  firstName: 'Anna-Kaarina',
  lastName: 'Virtanen',
  email: 'anna@verify.example.com',
  password: 'Sup3r-secret',
};

/**
 * The server's 422: field messages as Laravel's keys, which the page translates with its own field
 * labels, and a summary the server writes in the request's language.
 */
const rejected = (message: string) =>
  getRegisterMockHandler422({
    message,
    errors: {
      first_name: ['validation.required'],
      second_name: ['validation.required'],
      email: ['validation.unique'],
      password: ['validation.confirmed'],
      terms: ['validation.accepted'],
    },
  });

interface Labels {
  firstName: RegExp;
  lastName: RegExp;
  email: RegExp;
  password: RegExp;
  confirmation: RegExp;
  terms: RegExp;
  submit: string;
}

const english: Labels = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^E-mail/,
  password: /^Password/,
  confirmation: /^Confirm password/,
  terms: /^I accept the terms/,
  submit: 'Create account',
};

const german: Labels = {
  firstName: /^Vorname/,
  lastName: /^Nachname/,
  email: /^E-Mail/,
  // Not "Passwort bestätigen".
  password: /^Passwort(?!\sbestätigen)/,
  confirmation: /^Passwort bestätigen/,
  terms: /^Ich akzeptiere/,
  submit: 'Konto erstellen',
};

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

/** Puts `text` into a field as a paste (one change, where typing renders once per key). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Fills the form (the names only when `withNames`, terms only when `acceptTerms`) and submits. */
async function register(
  canvasElement: HTMLElement,
  {
    labels = english,
    withNames = true,
    acceptTerms = true,
    confirmation = applicant.password,
  } = {},
) {
  const canvas = within(canvasElement);
  if (withNames) {
    await fill(field(canvasElement, labels.firstName), applicant.firstName);
    await fill(field(canvasElement, labels.lastName), applicant.lastName);
  }
  await fill(field(canvasElement, labels.email), applicant.email);
  await fill(field(canvasElement, labels.password), applicant.password);
  await fill(field(canvasElement, labels.confirmation), confirmation);
  if (acceptTerms) await userEvent.click(canvas.getByRole('checkbox', { name: labels.terms }));
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
  return canvas;
}

/** Sends a form the browser's checks accept; the server's 422 answers. */
const submitRejected = (canvasElement: HTMLElement, labels: Labels) =>
  register(canvasElement, { labels });

/** The empty form: names, e-mail, password twice, the terms, the link back to sign-in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    for (const label of [
      english.firstName,
      english.lastName,
      english.email,
      english.password,
      english.confirmation,
    ]) {
      await expect(field(canvasElement, label)).toHaveValue('');
    }
    await expect(field(canvasElement, english.password)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('checkbox', { name: english.terms })).not.toBeChecked();
    for (const [name, href] of [
      ['terms and conditions', 'https://www.example.com/legal/terms'],
      ['privacy policy', 'https://www.example.com/legal/privacy'],
    ]) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  },
};

/** Sent, no answer yet: the button is busy and takes no second click. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [getRegisterMockHandler(neverAnswers)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server rejects the input (422): each message under its field, the banner counts them. */
export const ValidationFailed: Story = {
  parameters: { msw: { handlers: { auth: [rejected('The given data was invalid.')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await submitRejected(canvasElement, english);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please correct the 5 fields below.',
    );
    await expect(field(canvasElement, english.firstName)).toHaveAccessibleDescription(
      'The First name field is required.',
    );
    await expect(field(canvasElement, english.lastName)).toHaveAccessibleDescription(
      'The Last name field is required.',
    );
    await expect(field(canvasElement, english.email)).toHaveAccessibleDescription(
      'The E-mail has already been taken.',
    );
    await expect(field(canvasElement, english.password)).toHaveAccessibleDescription(
      'The Password confirmation does not match.',
    );
    await expect(canvas.getByRole('checkbox', { name: english.terms })).toHaveAccessibleDescription(
      'The terms and conditions must be accepted.',
    );
    await expect(field(canvasElement, english.firstName)).toHaveFocus();
    await expect(field(canvasElement, english.email)).toHaveValue(applicant.email);
  },
};

/**
 * Sent empty: the browser checks every field before anything goes out, names each field by its
 * label and counts them in the banner. The password's rules are listed before typing.
 */
export const CheckedInBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('At least 8 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: english.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please correct the 6 fields below.',
    );
    await expect(field(canvasElement, english.lastName)).toHaveAccessibleDescription(
      'The Last name field is required.',
    );
    await expect(canvas.getByRole('checkbox', { name: english.terms })).toHaveAccessibleDescription(
      'The terms and conditions must be accepted.',
    );
    await fill(field(canvasElement, english.password), 'short');
    await fill(field(canvasElement, english.confirmation), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: english.submit }));
    await expect(field(canvasElement, english.password)).toHaveAccessibleDescription(
      'The Password must be at least 8 characters.',
    );
    await expect(field(canvasElement, english.confirmation)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
  },
};

/** The same in German: the messages name the German labels ("Nachname", not "second name"). */
export const GermanCheckedInBrowser: Story = {
  globals: { locale: 'de' },
  parameters: { route: { initialEntries: ['/de/register'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: german.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte korrigieren Sie die 6 Felder unten.',
    );
    await expect(field(canvasElement, german.lastName)).toHaveAccessibleDescription(
      'Das Feld „Nachname“ ist erforderlich.',
    );
    await fill(field(canvasElement, german.email), 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: german.submit }));
    await expect(field(canvasElement, german.email)).toHaveAccessibleDescription(
      '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
    );
  },
};

/** An account that must verify its e-mail first: "check your inbox", with a resend button. */
export const CheckInbox: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          getRegisterMockHandler({ status: 'verify-email' }),
          getResendVerificationEmailMockHandler(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/We have sent a verification link to anna@verify\.example\.com\./),
    ).toBeVisible();
    // The link just went out: the resend waits out its cool-down (Storybook's clock stands still).
    await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
    await expect(canvas.getByText('You can send it again in 60 seconds.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  },
};

/** No answer at all: the translated network banner; nothing typed is lost. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { auth: [getRegisterMockHandler(networkError)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    );
    await expect(field(canvasElement, english.firstName)).toHaveValue(applicant.firstName);
    await expect(canvas.getByRole('checkbox', { name: english.terms })).toBeChecked();
    // Focus stays on the button the user pressed, never falls back to the top of the page.
    await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveFocus();
  },
};

/** The 422 state on a phone: the names stack, the messages wrap. */
export const ValidationFailedMobile: Story = { ...ValidationFailed, ...onViewport('mobile') };

/** German: the server's keys come out as German sentences naming the German labels. */
export const GermanValidationFailed: Story = {
  globals: { locale: 'de' },
  parameters: { msw: { handlers: { auth: [rejected('Die angegebenen Daten sind ungültig.')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await submitRejected(canvasElement, german);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte korrigieren Sie die 5 Felder unten.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await expect(field(canvasElement, german.firstName)).toHaveAccessibleDescription(
      'Das Feld „Vorname“ ist erforderlich.',
    );
    await expect(field(canvasElement, german.lastName)).toHaveAccessibleDescription(
      'Das Feld „Nachname“ ist erforderlich.',
    );
    await expect(field(canvasElement, german.email)).toHaveAccessibleDescription(
      '„E-Mail“ ist bereits vergeben.',
    );
    await expect(field(canvasElement, german.password)).toHaveAccessibleDescription(
      'Die Bestätigung von „Passwort“ stimmt nicht überein.',
    );
    await expect(canvas.getByRole('checkbox', { name: german.terms })).toHaveAccessibleDescription(
      '„Allgemeine Geschäftsbedingungen“ muss akzeptiert werden.',
    );
  },
};
