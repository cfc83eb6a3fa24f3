import { createBrowserRouter, Navigate } from 'react-router-dom';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { paths } from './paths';

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={paths.login.href(DEFAULT_LOCALE)} replace /> },
  {
    path: '/:lang',
    children: [
      { index: true, element: <Navigate to={paths.login.path} replace /> },
      { path: paths.login.path, lazy: () => import('./routes/login') },
    ],
  },
]);
