// A scripted XMLHttpRequest for tests of uploads: `installFakeXhr()` replaces the global, every request is
// kept, and a test drives it (`progress`, `respond`, `fail`). No network, no timers.

type Listener = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The file the request carries (multipart field `file`). */
  file(): File | null {
    const value = this.body instanceof FormData ? this.body.get('file') : null;
    return value instanceof File ? value : null;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/** Installs the fake as the global XMLHttpRequest; returns the function that puts the real one back. */
export function installFakeXhr(): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.requests = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}

export const lastXhr = (): FakeXhr => {
  const xhr = FakeXhr.requests.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was made');
  return xhr;
};
