import { act, screen } from '@testing-library/react';
import type { components } from '@satchel/shared/web';

type User = components['schemas']['UserDto'];

export const admin: User = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  firstName: 'Meera',
  lastName: 'Iyer',
  mobile: null,
  dob: null,
  userType: 'ADMIN',
  isOwner: true,
  permissions: ['catalogue', 'orders', 'customers', 'content', 'promotions', 'settings', 'webhooks', 'team'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const customer: User = {
  ...admin,
  id: 7,
  username: 'asha',
  email: 'asha@example.com',
  firstName: 'asha',
  lastName: 'asha',
  userType: 'CUSTOMER',
  isOwner: false,
  permissions: [],
};

/** Stubs the browser's fetch with one JSON answer; the calls hold the Requests the API client built. */
/** The path and query (decoded) a fetch was called with, whether given a Request or a URL. */
export function calledPath(input: unknown): string {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  return decodeURIComponent(url.pathname + url.search);
}

export function answerWith(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

export function storeSessionOf(user: User, token = 'admin-token') {
  localStorage.setItem('authToken', token);
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('role', user.userType);
  localStorage.setItem('userId', String(user.id));
}

/** authToken, userData, role and userId as stored. */
export function storedSession() {
  return ['authToken', 'userData', 'role', 'userId'].map((key) => localStorage.getItem(key));
}

/** Just enough of XMLHttpRequest: the test drives progress and the answer by hand. */
export class ScriptedXhr {
  static last: ScriptedXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  sent: FormData | undefined;
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

/** MUI's useMediaQuery asks matchMedia, which jsdom lacks: answer as a phone or as a desktop would. */
export function screenIs(size: 'small' | 'large') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: size === 'small' && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/**
 * Writes HTML into the rich-text editor named `label`, as typing and formatting would: jsdom
 * cannot type into a contenteditable, so through the tiptap editor that tiptap keeps on its element.
 */
export async function writeHtml(label: string, html: string): Promise<void> {
  const area = (await screen.findByRole('textbox', { name: label })) as HTMLElement & {
    editor?: { commands: { setContent(content: string, emitUpdate: boolean): boolean } };
  };
  if (!area.editor) throw new Error(`${label} is not a rich-text editor`);
  act(() => {
    area.editor!.commands.setContent(html, true);
  });
}
