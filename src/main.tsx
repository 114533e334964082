import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectNavigation } from './api/navigation';
import { router } from './routes/router';
import './styles/global.css';

// The API client's screens (session error, maintenance) replace the current entry, as a redirect would.
connectNavigation((path) => void router.navigate(path, { replace: true }));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
