import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  defaultI18nProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import type { StaffMember } from '@satchel/shared';

/** A data provider whose every method fails unless the test gives it one. */
export function fakeDataProvider(methods: Partial<Record<keyof DataProvider, jest.Mock>>): DataProvider {
  const missing = (name: string) => jest.fn(() => Promise.reject(new Error(`dataProvider.${name} not stubbed`)));
  const names = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete'];
  return Object.fromEntries(
    [...names, 'deleteMany'].map((name) => [name, methods[name as keyof DataProvider] ?? missing(name)]),
  ) as unknown as DataProvider;
}

/**
 * A back-office screen on its own: react-admin's contexts, one resource, and the toasts. Failed
 * reads are not retried, so a failure shows at once. With `at`, inside a memory router at that address;
 * with `staff`, signed in as that member of staff.
 */
export function renderInAdmin(
  ui: ReactNode,
  dataProvider: DataProvider,
  { resource = 'category', at, staff }: { resource?: string; at?: string; staff?: StaffMember } = {},
) {
  // As a member of staff: what they may do reaches the screen through usePermissions.
  const authProvider: AuthProvider | undefined = staff && {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(staff),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const admin = (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={defaultI18nProvider}
      queryClient={queryClient}
      // Each screen starts afresh: no page, sort or expanded rows remembered from another test.
      store={memoryStore()}
    >
      <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      <Notification />
    </AdminContext>
  );
  // At a given address (for screens that read route parameters), react-admin uses that router.
  return render(at ? <MemoryRouter initialEntries={[at]}>{admin}</MemoryRouter> : admin);
}
