/** The text of every page of a PDF, in reading order (unpdf). */
export declare function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string>;
/** The fonts a PDF declares: names (subset prefixes dropped), whether all are embedded, and any standard-14 ones. */
export declare function pdfFonts(bytes: Uint8Array | ArrayBuffer): { names: string[]; embedded: boolean; standard14: string[] };
