import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, startSession } from './app/app';
import { routes } from './app/router';
import { ignoreExtensionErrors } from './lib/ignore-extension-errors';
import { createQueryClient } from './lib/query-client';
import './styles.css';

ignoreExtensionErrors();

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
startSession(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
