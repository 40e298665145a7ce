/** `http://localhost:<port>` of this test file's product (the one started for its vitest worker). */
export declare const baseUrl: string;
/** The port of this test file's product. */
export declare const port: number;
