import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigation } from 'react-router-dom';
import { NavigationProgress } from '@/design-system/NavigationProgress';
import { env } from '@/lib/env';
import { pageTitles } from '@/page/titles';
import { usePageTitleKey } from '../router/usePageTitle';

/** Delay before scrolling after a navigation (specification: about 190 ms). */
export const SCROLL_DELAY_MS = 190;

/** Document title "{page} · {app name}", the progress bar, and scroll to top or to the hash. */
export function NavigationEffects() {
  const intl = useIntl();
  const navigation = useNavigation();
  const location = useLocation();
  const titleKey = usePageTitleKey();

  const page = titleKey ? intl.formatMessage(pageTitles[titleKey]) : '';
  useEffect(() => {
    document.title = page ? `${page} · ${env.appName}` : env.appName;
  }, [page]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo({ top: 0, left: 0 });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.pathname, location.hash]);

  return (
    <NavigationProgress
      active={navigation.state !== 'idle'}
      label={intl.formatMessage({ id: 'app.progress.label', defaultMessage: 'Page loading' })}
    />
  );
}
