import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from './api/client';
import { SessionProvider } from './state/session';
import { ShopProvider } from './state/shop';
import { ToastProvider } from './state/toasts';

export const customer: User = {
  id: 7,
  username: 'asha',
  email: 'asha@example.com',
  firstName: 'asha',
  lastName: 'asha',
  mobile: null,
  dob: null,
  userType: 'CUSTOMER',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs the browser's fetch: `answer` gets each Request the API client sends. */
export function mockFetch(answer: (request: Request) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(input as Request));
}

/** The fetch calls made so far, as the Requests the API client built. */
export function sentRequests(fetchMock: ReturnType<typeof mockFetch>): Request[] {
  return fetchMock.mock.calls.map(([input]) => input as Request);
}

export function renderInShop(ui: ReactElement, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <SessionProvider>
          <ShopProvider>{ui}</ShopProvider>
        </SessionProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}
