export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'Loading chunk timed out') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Spec section 8: a lazy chunk that has not arrived after 120 s fails instead of hanging. */
export function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadError()), chunkLoadTimeoutMs);
    load().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A chunk that 404s means the app was redeployed under this tab: the fix is a reload, not a retry. */
export function isStaleChunkError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return false;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    message,
  );
}
