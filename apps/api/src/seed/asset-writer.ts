// Where the seed puts the files it generates (the asset store implements it).
export interface AssetWriter {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}
