import { useIntl } from 'react-intl';
import { GlobalLoader } from '@/design-system/GlobalLoader';
import { useGlobalLoading } from '@/stores/loader';

export function GlobalLoaderHost() {
  const intl = useIntl();
  const loading = useGlobalLoading();
  return (
    <GlobalLoader
      loading={loading}
      label={intl.formatMessage({ id: 'app.loader.label', defaultMessage: 'Loading…' })}
    />
  );
}
