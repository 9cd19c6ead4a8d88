// Base styles first: each component's and page's own stylesheet comes after them and may refine them.
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { SessionProvider } from './state/session';
import { ShopProvider } from './state/shop';
import { ToastProvider } from './state/toasts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of blocking it.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <ToastProvider>
          <SessionProvider>
            <ShopProvider>
              <App />
            </ShopProvider>
          </SessionProvider>
        </ToastProvider>
      </BrowserRouter>
    </StrictMode>,
  ),
);
