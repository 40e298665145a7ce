export interface DevServerOptions {
  port?: number;
  host?: string;
  apiUrl?: URL;
  /** Answers the renderer's /api and /assets calls instead of the API dev server (tests). */
  apiFetch?: typeof fetch;
}
export declare function startDevServer(options?: DevServerOptions): Promise<{ port: number; close(): Promise<void> }>;
