// A stand-in for XMLHttpRequest in tests of the upload: records each request and lets the test report
// progress and answer it.
import { vi } from 'vitest';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private progress: Listener[] = [];
  readonly upload = { addEventListener: (_type: 'progress', listener: Listener) => void this.progress.push(listener) };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.emit('abort');
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  reportProgress(loaded: number, total: number) {
    this.progress.forEach((l) => l({ loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  fail() {
    this.emit('error');
  }
  private emit(type: string) {
    (this.listeners[type] ?? []).forEach((l) => l());
  }
}

/** Replaces the global XMLHttpRequest until vi.unstubAllGlobals(). */
export function stubXhr(): typeof FakeXhr.sent {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

export const uploaded = (id: string, fieldId: string, filename: string) => ({
  id,
  field_id: fieldId,
  filename,
  mime: 'image/png',
  bytes: 4,
});
