import { useIntl } from 'react-intl';
import { SkipLink } from '@/design-system/SkipLink';

/** "Skip to content": the first Tab stop of every page, to the `main` landmark (`#main`). */
export function SkipToContent() {
  const intl = useIntl();
  return (
    <SkipLink
      targetId="main"
      label={intl.formatMessage({ id: 'app.skipLink', defaultMessage: 'Skip to content' })}
    />
  );
}
