export declare const INITIAL_JS_BUDGET_BYTES: number;
export interface InitialChunk {
  /** The chunk's path inside the build folder. */
  file: string;
  gzipBytes: number;
}
export declare function initialJavaScript(outDir: string): { chunks: InitialChunk[]; gzipBytes: number };
