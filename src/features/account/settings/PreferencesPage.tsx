import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Checkbox } from '@/design-system/Checkbox';
import { formatMoney, NOTATIONS, type Notation } from '@/lib/money';
import { Select } from '@/design-system/Select';
import { isLocale, LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { useChangeLocale } from '@/session';
import { usePreferences, type ThemeStatus } from '@/stores/preferences';
import { SettingsFrame } from '../SettingsFrame';
import { PageStack } from '@/page/PageStack';
import { Card, CardHeader, CardLead, CardTitle } from '../SettingsCard';
import { RadioGroup } from './RadioGroup';

const messages = defineMessages({
  title: { id: 'account.preferences.title', defaultMessage: 'Interface' },
  lead: {
    id: 'account.preferences.lead',
    defaultMessage: 'Every change applies at once and is remembered on this device.',
  },
  language: { id: 'account.preferences.language', defaultMessage: 'Interface language' },
  languageHint: {
    id: 'account.preferences.languageHint',
    defaultMessage: 'Also saved to your account, so e-mails and other devices use it too.',
  },
  theme: { id: 'account.preferences.theme', defaultMessage: 'Theme' },
  light: { id: 'account.preferences.light', defaultMessage: 'Light' },
  dark: { id: 'account.preferences.dark', defaultMessage: 'Dark' },
  view: { id: 'account.preferences.view', defaultMessage: 'Default list view' },
  viewHint: {
    id: 'account.preferences.viewHint',
    defaultMessage: 'How wallets and trading accounts are listed.',
  },
  tiles: { id: 'account.preferences.tiles', defaultMessage: 'Tiles' },
  list: { id: 'account.preferences.list', defaultMessage: 'List' },
  numbers: { id: 'account.preferences.numbers', defaultMessage: 'Number format' },
  numbersHint: {
    id: 'account.preferences.numbersHint',
    defaultMessage:
      'How amounts and numbers are written everywhere in the cabinet, in statements and in CSV exports.',
  },
  privacyTitle: { id: 'account.preferences.privacyTitle', defaultMessage: 'Privacy' },
  privacy: { id: 'account.preferences.privacy', defaultMessage: 'Hide balances and amounts' },
  privacyHint: {
    id: 'account.preferences.privacyHint',
    defaultMessage:
      'For opening your cabinet in public: amounts stay blurred until you switch this off.',
  },
});

const notationHints = {
  standard: defineMessage({
    id: 'account.preferences.numbersStandardHint',
    defaultMessage: 'The same in every interface language.',
  }),
  language: defineMessage({
    id: 'account.preferences.numbersLanguageHint',
    defaultMessage: 'Follows the interface language.',
  }),
  /** In a language that writes numbers as the standard does: what the choice does elsewhere. */
  languageElsewhere: defineMessage<{ current: string; example: string; language: string }>({
    id: 'account.preferences.numbersLanguageElsewhere',
    defaultMessage:
      'Follows the interface language. In {current} it hardly differs from Standard; in {language} it reads {example}.',
  }),
};

/** The language a choice's effect is shown in when the interface language writes numbers the standard way. */
const OTHER_LANGUAGE = 'de';

const notationMessages = {
  standard: defineMessage<{ example: string }>({
    id: 'account.preferences.numbersStandard',
    defaultMessage: 'Standard ({example})',
  }),
  language: defineMessage<{ example: string }>({
    id: 'account.preferences.numbersLanguage',
    defaultMessage: 'As in my language ({example})',
  }),
};

/** The number format: each choice shows its effect on an amount, in German where it would look the same. */
function NumberFormatChoice() {
  const intl = useIntl();
  const notation = usePreferences((s) => s.numberNotation);
  const setNotation = usePreferences((s) => s.setNumberNotation);
  const example = (style: Notation, locale = intl.locale) =>
    formatMoney({ amount: 12345.6, currency: 'USD' }, { locale, notation: style });
  // Where the language's own notation groups and separates as the standard does (English), the
  // choice would look the same: its effect is shown in German, and said in words.
  const digits = (text: string) => text.replace(/[^\d.,]/g, '');
  const alike = digits(example('language')) === digits(example('standard'));
  const languageName = (code: string) =>
    new Intl.DisplayNames([intl.locale], { type: 'language' }).of(code) ?? code;
  const description = (style: Notation): string =>
    style === 'standard'
      ? intl.formatMessage(notationHints.standard)
      : alike
        ? intl.formatMessage(notationHints.languageElsewhere, {
            current: languageName(intl.locale),
            example: example('language', OTHER_LANGUAGE),
            language: languageName(OTHER_LANGUAGE),
          })
        : intl.formatMessage(notationHints.language);

  return (
    <RadioGroup<Notation>
      legend={intl.formatMessage(messages.numbers)}
      hint={intl.formatMessage(messages.numbersHint)}
      name="number-format"
      value={notation}
      options={NOTATIONS.map((value) => ({
        value,
        label: intl.formatMessage(notationMessages[value], { example: example(value) }),
        description: description(value),
      }))}
      onChange={setNotation}
    />
  );
}

/** Privacy mode: balances hidden. */
function PrivacyCard() {
  const intl = useIntl();
  const privacyMode = usePreferences((s) => s.privacyMode);
  const setPrivacyMode = usePreferences((s) => s.setPrivacyMode);
  return (
    <Card aria-labelledby="privacy-title">
      <CardHeader>
        <CardTitle id="privacy-title">{intl.formatMessage(messages.privacyTitle)}</CardTitle>
      </CardHeader>
      <Checkbox
        id="preferences-privacy"
        label={intl.formatMessage(messages.privacy)}
        hint={intl.formatMessage(messages.privacyHint)}
        checked={privacyMode}
        onChange={(event) => setPrivacyMode(event.target.checked)}
      />
    </Card>
  );
}

/** `/settings/settings`: language, theme, default list view, number format and privacy mode. */
export function PreferencesPage() {
  const intl = useIntl();
  const changeLocale = useChangeLocale();
  const locale = usePreferences((s) => s.locale);
  const themeStatus = usePreferences((s) => s.themeStatus);
  const setTheme = usePreferences((s) => s.setTheme);
  const isTileView = usePreferences((s) => s.isTileView);
  const setTileView = usePreferences((s) => s.setTileView);

  return (
    <SettingsFrame section="settings">
      <PageStack>
        <Card aria-labelledby="preferences-title">
          <CardHeader>
            <CardTitle id="preferences-title">{intl.formatMessage(messages.title)}</CardTitle>
            <CardLead>{intl.formatMessage(messages.lead)}</CardLead>
          </CardHeader>
          <Select
            id="preferences-language"
            label={intl.formatMessage(messages.language)}
            hint={intl.formatMessage(messages.languageHint)}
            value={locale}
            options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            onValueChange={(code) => {
              if (isLocale(code) && code !== locale) void changeLocale(code);
            }}
          />
          <RadioGroup<ThemeStatus>
            legend={intl.formatMessage(messages.theme)}
            name="theme"
            value={themeStatus}
            options={[
              { value: 'light-theme', label: intl.formatMessage(messages.light) },
              { value: 'dark-theme', label: intl.formatMessage(messages.dark) },
            ]}
            onChange={setTheme}
          />
          <RadioGroup<'tile' | 'list'>
            legend={intl.formatMessage(messages.view)}
            hint={intl.formatMessage(messages.viewHint)}
            name="list-view"
            value={isTileView ? 'tile' : 'list'}
            options={[
              { value: 'tile', label: intl.formatMessage(messages.tiles) },
              { value: 'list', label: intl.formatMessage(messages.list) },
            ]}
            onChange={(view) => setTileView(view === 'tile')}
          />
          <NumberFormatChoice />
        </Card>
        <PrivacyCard />
      </PageStack>
    </SettingsFrame>
  );
}
