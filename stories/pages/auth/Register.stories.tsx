import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getRegisterMockHandler,
  getRegisterMockHandler422,
  getResendVerificationEmailMockHandler,
} from '@/api/generated/auth/auth.msw';
import { RegisterPage } from '@/features/auth/RegisterPage';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';

const meta = {
  title: 'Pages/Auth/Register',
  component: RegisterPage,
  parameters: pageParameters({ layout: 'auth', path: '/:lang/register', route: '/en/register' }),
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

const field = (canvas: Canvas, label: RegExp) =>
  canvas.getByLabelText(label, { selector: 'input' });

/** Puts `text` into a field as a paste (one change, where typing renders once per key). */
async function fill({ userEvent }: Play, input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Fills the form (the names only when `withNames`, terms only when `acceptTerms`) and submits. */
async function register(
  play: Play,
  {
    labels = english,
    withNames = true,
    acceptTerms = true,
    confirmation = applicant.password,
  } = {},
) {
  const { canvas, userEvent } = play;
  if (withNames) {
    await fill(play, field(canvas, labels.firstName), applicant.firstName);
    await fill(play, field(canvas, labels.lastName), applicant.lastName);
  }
  await fill(play, field(canvas, labels.email), applicant.email);
  await fill(play, field(canvas, labels.password), applicant.password);
  await fill(play, field(canvas, labels.confirmation), confirmation);
  if (acceptTerms) await userEvent.click(canvas.getByRole('checkbox', { name: labels.terms }));
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
}

/** Sends a form the browser's checks accept; the server's 422 answers. */
const submitRejected = (play: Play, labels: Labels) => register(play, { labels });

/** The empty form: names, e-mail, password twice, the terms, the link back to sign-in. */
export const Default: Story = {
  play: async ({ canvas }) => {
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
      await expect(field(canvas, label)).toHaveValue('');
    }
    await expect(field(canvas, english.password)).toHaveAttribute('autocomplete', 'new-password');
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
  play: async ({ canvas, userEvent }) => {
    await register({ canvas, userEvent });
    const button = canvas.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server rejects the input (422): each message under its field, the banner counts them. */
export const ValidationFailed: Story = {
  parameters: { msw: { handlers: { auth: [rejected('The given data was invalid.')] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a form the server refuses', () =>
      submitRejected({ canvas, userEvent }, english),
    );
    await step('Each message under its field; the banner counts them', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Please correct the 5 fields below.',
      );
      await expect(field(canvas, english.firstName)).toHaveAccessibleDescription(
        'The First name field is required.',
      );
      await expect(field(canvas, english.lastName)).toHaveAccessibleDescription(
        'The Last name field is required.',
      );
      await expect(field(canvas, english.email)).toHaveAccessibleDescription(
        'The E-mail has already been taken.',
      );
      await expect(field(canvas, english.password)).toHaveAccessibleDescription(
        'The Password confirmation does not match.',
      );
      await expect(
        canvas.getByRole('checkbox', { name: english.terms }),
      ).toHaveAccessibleDescription('The terms and conditions must be accepted.');
      await expect(field(canvas, english.firstName)).toHaveFocus();
      await expect(field(canvas, english.email)).toHaveValue(applicant.email);
    });
  },
};

/**
 * Sent empty: the browser checks every field before anything goes out, names each field by its
 * label and counts them in the banner. The password's rules are listed before typing.
 */
export const CheckedInBrowser: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Send the empty form', async () => {
      await expect(canvas.getByText('At least 8 characters')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: english.submit }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Please correct the 6 fields below.',
      );
      await expect(field(canvas, english.lastName)).toHaveAccessibleDescription(
        'The Last name field is required.',
      );
      await expect(
        canvas.getByRole('checkbox', { name: english.terms }),
      ).toHaveAccessibleDescription('The terms and conditions must be accepted.');
    });
    await step('Send a short password and a different confirmation', async () => {
      await fill({ canvas, userEvent }, field(canvas, english.password), 'short');
      await fill({ canvas, userEvent }, field(canvas, english.confirmation), 'shorter');
      await userEvent.click(canvas.getByRole('button', { name: english.submit }));
      await expect(field(canvas, english.password)).toHaveAccessibleDescription(
        'The Password must be at least 8 characters.',
      );
      await expect(field(canvas, english.confirmation)).toHaveAccessibleDescription(
        'The passwords do not match.',
      );
    });
  },
};

/** The same in German: the messages name the German labels ("Nachname", not "second name"). */
export const GermanCheckedInBrowser: Story = {
  globals: { locale: 'de' },
  parameters: { page: { route: '/de/register' } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Send the empty form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: german.submit }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Bitte korrigieren Sie die 6 Felder unten.',
      );
      await expect(field(canvas, german.lastName)).toHaveAccessibleDescription(
        'Das Feld „Nachname“ ist erforderlich.',
      );
    });
    await step('Send an address without a domain', async () => {
      await fill({ canvas, userEvent }, field(canvas, german.email), 'anna@example');
      await userEvent.click(canvas.getByRole('button', { name: german.submit }));
      await expect(field(canvas, german.email)).toHaveAccessibleDescription(
        '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
      );
    });
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
  play: async ({ canvas, userEvent, step }) => {
    await step('Register', () => register({ canvas, userEvent }));
    await step('"Check your inbox", the resend waiting out its cool-down', async () => {
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
    });
  },
};

/** No answer at all: the translated network banner; nothing typed is lost. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { auth: [getRegisterMockHandler(networkError)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Register while offline', () => register({ canvas, userEvent }));
    await step('The network banner; what was typed and the focus stay', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'We could not reach the server. Check your internet connection and try again.',
      );
      await expect(field(canvas, english.firstName)).toHaveValue(applicant.firstName);
      await expect(canvas.getByRole('checkbox', { name: english.terms })).toBeChecked();
      // Focus stays on the button the user pressed, never falls back to the top of the page.
      await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveFocus();
    });
  },
};

/** The 422 state on a phone: the names stack, the messages wrap. */
export const ValidationFailedMobile: Story = { ...ValidationFailed, ...onViewport('mobile') };

/** German: the server's keys come out as German sentences naming the German labels. */
export const GermanValidationFailed: Story = {
  globals: { locale: 'de' },
  parameters: { msw: { handlers: { auth: [rejected('Die angegebenen Daten sind ungültig.')] } } },
  play: async ({ canvas, userEvent }) => {
    await submitRejected({ canvas, userEvent }, german);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte korrigieren Sie die 5 Felder unten.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await expect(field(canvas, german.firstName)).toHaveAccessibleDescription(
      'Das Feld „Vorname“ ist erforderlich.',
    );
    await expect(field(canvas, german.lastName)).toHaveAccessibleDescription(
      'Das Feld „Nachname“ ist erforderlich.',
    );
    await expect(field(canvas, german.email)).toHaveAccessibleDescription(
      '„E-Mail“ ist bereits vergeben.',
    );
    await expect(field(canvas, german.password)).toHaveAccessibleDescription(
      'Die Bestätigung von „Passwort“ stimmt nicht überein.',
    );
    await expect(canvas.getByRole('checkbox', { name: german.terms })).toHaveAccessibleDescription(
      '„Allgemeine Geschäftsbedingungen“ muss akzeptiert werden.',
    );
  },
};
