import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { getGetClientInfoMockHandler } from '@/api/generated/session/session.msw';
import {
  getGetVerificationMockHandler,
  getUpdateProfileMockHandler,
  getUpdateProfileMockHandler422,
} from '@/api/generated/settings/settings.msw';
import { ProfilePage } from '@/features/account/profile/ProfilePage';
import type { Canvas } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';
import { USER_WITHOUT_CONTACT } from './fixtures';
import { expectToast, retype, signedInName } from './play';

const meta = {
  title: 'Pages/Account/Profile',
  component: ProfilePage,
  parameters: pageParameters({ route: '/en/profile', signedInBar: true }),
  ...onViewport('desktop'),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstName = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^First name/ });
const lastName = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Last name/ });
const phone = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Phone/ });
const country = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Country of residence/ });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save changes' });

/** The line a verified client reads under the locked names. */
const LOCK_NOTE = /^Your name is confirmed by your identity verification/;

/** Signed in as client@example.com, whose identity check was rejected: the names stay editable. */
const asUnverifiedClient = { page: { account: 'client' } } as const;

/** The names of a verified client: shown read-only (not disabled), described by the lock note. */
async function expectNamesLocked(canvas: Canvas) {
  for (const field of [firstName(canvas), lastName(canvas)]) {
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toBeEnabled();
    await expect(field).toHaveAccessibleDescription(LOCK_NOTE);
  }
  await expect(canvas.getByRole('link', { name: 'contact support' })).toHaveAttribute(
    'href',
    '/en/tickets',
  );
}

/**
 * The demo investor, whose identity is verified: the legal name read-only with a line on how to
 * change it (support), phone and country editable, the e-mail verified and read-only.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^First name/ })).toHaveValue('Alex');
    await expectNamesLocked(canvas);
    await expect(lastName(canvas)).toHaveValue('Morgan');
    await expect(phone(canvas)).toHaveValue('+420 601 234 567');
    await expect(country(canvas)).toHaveValue('CZ');
    await expect(
      canvas.getByRole('option', { name: 'Czechia', selected: true }),
    ).toBeInTheDocument();
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(email).toHaveValue('demo@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription(/^Verified on /);
  },
};

/** No phone and no country yet, and an e-mail still to verify: the fields are empty, not invented. */
export const Empty: Story = {
  parameters: {
    page: { seedUser: false, account: 'client' },
    msw: { handlers: { user: [getGetClientInfoMockHandler(USER_WITHOUT_CONTACT)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^First name/ })).toHaveValue('Maria');
    await expect(firstName(canvas)).not.toHaveAttribute('readonly');
    await expect(canvas.queryByText(LOCK_NOTE)).toBeNull();
    await expect(phone(canvas)).toHaveValue('');
    await expect(country(canvas)).toHaveValue('');
    await expect(
      canvas.getByRole('option', { name: 'Not specified', selected: true }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      /^Not verified yet/,
    );
  },
};

/** The user is not in the cache and the server has not answered yet. */
export const Loading: Story = {
  parameters: {
    page: { seedUser: false },
    msw: { handlers: { user: [getGetClientInfoMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^First name/ })).toBeNull();
  },
};

/** Loading the user failed: said in place, with a retry that loads it again. */
export const LoadError: Story = {
  parameters: {
    page: { seedUser: false },
    msw: { handlers: { user: [getGetClientInfoMockHandler(networkError)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  },
};

/** The server refuses (422): each message under its field, what was typed stays. */
export const ValidationFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          getUpdateProfileMockHandler422({
            message: 'The phone field format is invalid.',
            errors: {
              phone: ['The phone field format is invalid.'],
              country: ['The selected country is invalid.'],
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Save a phone number the server refuses', async () => {
      await retype(userEvent, await canvas.findByRole('textbox', { name: /^Phone/ }), '12');
      await userEvent.click(save(canvas));
    });
    await step('Each message under its field; what was typed stays', async () => {
      await expect(await canvas.findByRole('alert')).toBeVisible();
      // The helper recognises Laravel's English texts and names the field by its label.
      await waitFor(() =>
        expect(phone(canvas)).toHaveAccessibleDescription(/The Phone format is invalid\./),
      );
      await expect(phone(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(country(canvas)).toHaveAccessibleDescription(/Country of residence.*invalid/);
      await expect(phone(canvas)).toHaveValue('12');
      await expect(phone(canvas)).toHaveFocus();
    });
  },
};

/** Checked before sending: an empty name is refused in the browser, named by its label. */
export const NameRequired: Story = {
  parameters: asUnverifiedClient,
  play: async ({ canvas, userEvent, step }) => {
    await step('Save without a first name', async () => {
      await retype(userEvent, await canvas.findByRole('textbox', { name: /^First name/ }), '');
      await userEvent.click(save(canvas));
    });
    await step('The field says it is required and takes the focus', async () => {
      await waitFor(() =>
        expect(firstName(canvas)).toHaveAccessibleDescription('The First name field is required.'),
      );
      await expect(firstName(canvas)).toHaveFocus();
    });
  },
};

/**
 * A client not verified yet saves a new name: a toast, and the name the sidebar and navbar show
 * changes at once.
 */
export const Saved: Story = {
  parameters: asUnverifiedClient,
  play: async ({ canvas, userEvent, step }) => {
    await step('Save a new first name and country', async () => {
      await expect(signedInName(canvas)).toHaveTextContent('Maria Novak');
      await retype(userEvent, await canvas.findByRole('textbox', { name: /^First name/ }), 'Marie');
      await userEvent.selectOptions(country(canvas), 'AT');
      await userEvent.click(save(canvas));
    });
    await step('A toast; the name the sidebar shows changes at once', async () => {
      await expectToast('Your profile has been saved.');
      await expect(signedInName(canvas)).toHaveTextContent('Marie Novak');
      await expect(firstName(canvas)).toHaveValue('Marie');
    });
  },
};

/**
 * A verified client saves a new phone number: the locked names cannot be typed into, and go to
 * the server exactly as they are.
 */
export const VerifiedSaved: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('The locked first name takes no typing', async () => {
      const first = await canvas.findByRole('textbox', { name: /^First name/ });
      await userEvent.type(first, 'xyz');
      await expect(first).toHaveValue('Alex');
    });
    await step('Save a new phone number', async () => {
      await retype(userEvent, phone(canvas), '+420 777 000 111');
      await userEvent.click(save(canvas));
      await expectToast('Your profile has been saved.');
      await expect(signedInName(canvas)).toHaveTextContent('Alex Morgan');
      await expect(phone(canvas)).toHaveValue('+420 777 000 111');
    });
  },
};

/**
 * Whether the identity is verified could not be learned: the names stay editable rather than
 * lock a client out of correcting them (the backend still decides on a change).
 */
export const VerificationUnknown: Story = {
  parameters: {
    msw: { handlers: { verification: [getGetVerificationMockHandler(networkError)] } },
  },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('textbox', { name: /^First name/ });
    await expect(first).not.toHaveAttribute('readonly');
    await expect(canvas.queryByText(LOCK_NOTE)).toBeNull();
  },
};

/** The verification has not answered yet: the form waits, so the names never lock under the fingers. */
export const WaitingForVerification: Story = {
  parameters: {
    msw: { handlers: { verification: [getGetVerificationMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^First name/ })).toBeNull();
  },
};

/** Sent, no answer yet: the button is busy and takes no second click. */
export const Saving: Story = {
  parameters: { msw: { handlers: { profile: [getUpdateProfileMockHandler(neverAnswers)] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(save(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** On a phone: the fields stack, nothing scrolls sideways. */
export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };

/** German: heading, labels and the country names are translated. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Vorname/ })).toHaveValue('Alex');
    await expect(
      canvas.getByText(/^Ihr Name ist durch die Identitätsprüfung bestätigt/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'kontaktieren Sie den Support' })).toBeVisible();
    await expect(
      canvas.getByRole('option', { name: 'Tschechien', selected: true }),
    ).toBeInTheDocument();
  },
};
