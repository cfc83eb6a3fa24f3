import { useQueryClient } from '@tanstack/react-query';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
} from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { updateProfile } from '@/api/generated/settings/settings';
import type { UpdateProfileRequest, User } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { Button } from '@/design-system/Button';
import { Select } from '@/design-system/Select';
import { TextField } from '@/design-system/TextField';
import {
  fieldMessages,
  FormBanner,
  rules,
  sharedLabels,
  useFocusFirstInvalid,
  useForm,
} from '@/form';
import { formatDate } from '@/lib/format';
import { userQueryKey } from '@/session';
import { usePreferences } from '@/stores/preferences';
import { useToasts } from '@/stores/toasts';
import { Actions, FieldRow, FormGrid } from '../SettingsCard';
import { isKnownCountry, useCountryOptions } from './countries';

const messages = defineMessages({
  phone: { id: 'account.profile.phone', defaultMessage: 'Phone' },
  phoneHint: {
    id: 'account.profile.phoneHint',
    defaultMessage: 'With the country code, e.g. +49 30 1234567.',
  },
  country: { id: 'account.profile.country', defaultMessage: 'Country of residence' },
  countryNone: { id: 'account.profile.countryNone', defaultMessage: 'Not specified' },
  email: { id: 'account.profile.email', defaultMessage: 'E-mail (cannot be changed here)' },
  emailUnverified: {
    id: 'account.profile.emailUnverified',
    defaultMessage: 'Not verified yet: open the link we sent to this address.',
  },
  submit: { id: 'account.profile.submit', defaultMessage: 'Save changes' },
  saved: { id: 'account.profile.saved', defaultMessage: 'Your profile has been saved.' },
});

const nameLocked = defineMessage<{ link: MessageTag }>({
  id: 'account.profile.nameLocked',
  defaultMessage:
    'Your name is confirmed by your identity verification, so it cannot be changed here. To change it (after a marriage, for example), <link>contact support</link>.',
});

const emailVerified = defineMessage<{ date: string }>({
  id: 'account.profile.emailVerified',
  defaultMessage: 'Verified on {date}.',
});

/** The server's limit of a name (Laravel `max:50`). */
const NAME_MAX = 50;

interface ProfileValues {
  first_name: string;
  second_name: string;
  phone: string;
  country: string;
  [key: string]: unknown;
}

const LockNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/**
 * The body of `settings/profile`: phone and country only when given (or cleared after being set).
 * A name locked by a verified identity goes as the user has it: the call requires both names,
 * and a changed one is never sent.
 */
export function profileBody(
  values: ProfileValues,
  user: User,
  namesLocked = false,
): UpdateProfileRequest {
  const names = namesLocked ? user : values;
  const body: UpdateProfileRequest = {
    first_name: names.first_name.trim(),
    second_name: names.second_name.trim(),
  };
  const phone = values.phone.trim();
  if (phone || user.phone) body.phone = phone;
  if (values.country || user.country) body.country = values.country;
  return body;
}

/** The e-mail cannot be changed here: shown read-only, with whether it is verified. */
function ReadOnlyEmail({ user, id }: { user: User; id: string }) {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      type="email"
      value={user.email}
      readOnly
      label={intl.formatMessage(messages.email)}
      hint={
        user.email_verified_at
          ? intl.formatMessage(emailVerified, {
              date: formatDate(user.email_verified_at, intl.locale),
            })
          : intl.formatMessage(messages.emailUnverified)
      }
    />
  );
}

export interface ProfileFormProps {
  user: User;
  idPrefix?: string;
  /** The identity check confirmed the legal name: first and last name are shown read-only. */
  namesLocked?: boolean;
}

/** The profile form: the names checked unless locked; saving updates the cached user and says so. */
function useProfileForm(user: User, namesLocked: boolean) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  return useForm({
    initialValues: {
      first_name: user.first_name,
      second_name: user.second_name,
      phone: user.phone ?? '',
      country: user.country ?? '',
    } as ProfileValues,
    labels: {
      first_name: sharedLabels.first_name,
      second_name: sharedLabels.second_name,
      phone: messages.phone,
      country: messages.country,
    },
    // A locked name is not the client's to fix: no check may block the rest of the form on it.
    rules: namesLocked
      ? {}
      : {
          first_name: [rules.required<ProfileValues>(), rules.maxLength<ProfileValues>(NAME_MAX)],
          second_name: [rules.required<ProfileValues>(), rules.maxLength<ProfileValues>(NAME_MAX)],
        },
    send: (values, options) => updateProfile(profileBody(values, user, namesLocked), options),
    onSuccess: (saved) => {
      // The sidebar and navbar read the user from this cache entry: they show the new name at once.
      queryClient.setQueryData(userQueryKey(), saved);
      pushToast({ tone: 'success', message: intl.formatMessage(messages.saved) });
    },
  });
}

/**
 * Name, phone and country of the signed-in user; the e-mail shown read-only with its state. A
 * verified client's names are read-only (still readable and focusable, unlike disabled fields),
 * with a line on how to change them.
 */
export function ProfileForm({ user, idPrefix = 'profile', namesLocked = false }: ProfileFormProps) {
  const intl = useIntl();
  const locale = usePreferences((s) => s.locale);
  const countries = useCountryOptions(intl.locale);
  const storedCountry = user.country ?? '';
  const form = useProfileForm(user, namesLocked);
  const formRef = useFocusFirstInvalid(form.failures);

  const countryChoices = [
    { value: '', label: intl.formatMessage(messages.countryNone) },
    ...(storedCountry && !isKnownCountry(storedCountry)
      ? [{ value: storedCountry, label: storedCountry }]
      : []),
    ...countries,
  ];
  const required = intl.formatMessage(fieldMessages.required);
  const lockNoteId = `${idPrefix}-name-locked`;
  /** A name field: bound to the form, or read-only with the user's own name when locked. */
  const nameField = (name: 'first_name' | 'second_name') =>
    namesLocked
      ? {
          ...form.field(name),
          value: user[name],
          readOnly: true,
          'aria-describedby': lockNoteId,
        }
      : { ...form.field(name), required: true, requiredLabel: required };

  return (
    <FormGrid ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <FormBanner form={form} />
      <FieldRow>
        <TextField
          {...nameField('first_name')}
          id={`${idPrefix}-first-name`}
          label={intl.formatMessage(fieldMessages.firstName)}
          autoComplete="given-name"
        />
        <TextField
          {...nameField('second_name')}
          id={`${idPrefix}-second-name`}
          label={intl.formatMessage(fieldMessages.secondName)}
          autoComplete="family-name"
        />
      </FieldRow>
      {namesLocked && (
        <LockNote id={lockNoteId}>
          <FormattedMessage
            {...nameLocked}
            values={{
              link: (chunks) => <Link to={paths.tickets.href(locale)}>{chunks}</Link>,
            }}
          />
        </LockNote>
      )}
      <FieldRow>
        <TextField
          {...form.field('phone')}
          id={`${idPrefix}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={intl.formatMessage(messages.phone)}
          hint={intl.formatMessage(messages.phoneHint)}
        />
        <Select
          {...form.field('country')}
          id={`${idPrefix}-country`}
          autoComplete="country"
          label={intl.formatMessage(messages.country)}
          options={countryChoices}
        />
      </FieldRow>
      <ReadOnlyEmail user={user} id={`${idPrefix}-email`} />
      <Actions>
        <Button type="submit" busy={form.busy}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Actions>
    </FormGrid>
  );
}
