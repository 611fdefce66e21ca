import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, startSession } from './app/app';
import { ignoreExtensionErrors } from './lib/ignore-extension-errors';
import { startOfflineSupport } from './lib/offline';
import './styles.css';

ignoreExtensionErrors();
startSession();
startOfflineSupport();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
