import './app/preact/setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './app/routing';
import { initTheme } from './app/theme';
import { router } from './app/router';
import { followFocus } from './ui/return-focus';
import './styles.css';

// Before the first render: keep <html class="dark"> in step with the stored theme
// (public/theme-init.js already applied it before paint) and start following the OS.
initTheme();
followFocus();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
