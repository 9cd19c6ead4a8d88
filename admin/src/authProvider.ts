import type { AuthProvider } from 'react-admin';
import { api, errorMessage } from './api/client';
import type { StaffMember } from '@satchel/shared';
import {
  clearStoredAccount,
  isAdminSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeUser,
} from '@satchel/shared/web';

export const ADMINS_ONLY = 'Only administrators can sign in here.';

export const authProvider: AuthProvider = {
  // react-admin's login form names its first field `username`; the API takes an e-mail or a username.
  async login({ username, password }: { username: string; password: string }) {
    const { data, error } = await api.POST('/api/auth/login', {
      body: { identifier: username.trim(), password },
    });
    if (!data) throw new Error(errorMessage(error, 'Something went wrong'));
    if (data.user.userType !== 'ADMIN') throw new Error(ADMINS_ONLY);
    storeSession({ token: data.token, user: data.user });
  },

  async logout() {
    // A customer's storefront session on this origin is not the back office's to end.
    if (!isAdminSession()) return;
    const token = readStoredToken();
    clearStoredAccount();
    // The server forgets the token too, so a copy of it stops working.
    await api.POST('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  },

  async checkAuth() {
    if (!isAdminSession()) throw new Error(readStoredUser() ? ADMINS_ONLY : 'ra.auth.auth_check_error');
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw new Error('ra.notification.logged_out');
    // Not allowed to do this one thing is no reason to sign the admin out.
    if (error?.status === 403) throw { logoutUser: false, message: 'forbidden' };
  },

  /**
   * What the signed-in member of staff may do (hasPermission reads it): the menu shows only that.
   * Asked of the API (react-admin keeps the answer a few minutes), so permissions an owner changed
   * show without signing in again; the stored account serves when the API cannot be reached.
   */
  async getPermissions(): Promise<StaffMember | null> {
    const { data } = await api.GET('/api/auth/me').catch(() => ({ data: undefined }));
    const user = data?.data?.user;
    if (user) {
      storeUser(user);
      return user;
    }
    const stored = readStoredUser();
    return stored && Array.isArray(stored.permissions) ? stored : null;
  },

  async getIdentity() {
    const user = readStoredUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: fullNameOf(user) };
  },
};

/** Registration fills both names with the username, so the same word is not shown twice. */
function fullNameOf(user: { username: string; firstName: string; lastName: string }): string {
  const names = [...new Set([user.firstName.trim(), user.lastName.trim()])].filter(Boolean);
  return names.join(' ') || user.username;
}
