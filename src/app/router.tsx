import { createBrowserRouter } from 'react-router-dom';
import { routes } from './router/routes';

/**
 * Creates the browser router. Called on the app's first render, never at import time: creating a
 * data router starts the first navigation (guards, session restore), which must wait until the
 * mock backend, when on, is ready.
 */
export const createAppRouter = () => createBrowserRouter(routes);
