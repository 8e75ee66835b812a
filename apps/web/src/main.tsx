import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './styles.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

// The server wrote this page's head for link previews and crawlers; PageHead renders it from here on.
for (const tag of document.head.querySelectorAll('[data-ssr]')) tag.remove();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
