import { Worker } from 'node:worker_threads';
import { LOADED, type PdfLimits, type PdfReading, type PdfReadingInput } from './pdf-reading';

/** The first bytes of every PDF file ("%PDF-"): the file's content decides, never its name. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Limits on reading one uploaded PDF (docs/decisions.md, "Hardening"). */
export const PDF_LIMITS: PdfLimits = {
  timeMs: 5_000,
  heapMb: 192,
  inflatedBytes: 32 * 1024 * 1024,
  textChars: 200_000,
  pages: 10,
};

/** The longest a reading thread may take to load before it reads. */
const WORKER_LOAD_MS = 60_000;

/** PDFs read at once in this process (one a core on the machines we run on), and how many may wait. */
const READING_AT_ONCE = 2;
const WAITING_MAX = 16;
/** Uploads of one account being read or waiting in this process: one person cannot fill the queue. */
export const READING_PER_ACCOUNT = 2;
/** The longest an upload can take here once its bytes have arrived: its wait in the queue, then its reading. */
export const LONGEST_READING_MS = (Math.ceil(WAITING_MAX / READING_AT_ONCE) + 1) * PDF_LIMITS.timeMs;

let reading = 0;
const waiting: (() => void)[] = [];
const perAccount = new Map<string, number>();

/**
 * In the bundle the worker is dist/pdf-text-worker.mjs beside the server (apps/server/build.mjs); under
 * tsx and vitest it is the TypeScript source, which a worker can only load through tsx's own import.
 */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './pdf-text-worker.ts' : './pdf-text-worker.mjs', import.meta.url);
const WORKER_SOURCE = fromSource
  ? `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(WORKER_URL.href)}))`
  : WORKER_URL;

/** Reads on a worker thread, stopped when it passes the time or memory limit. */
function readOnWorker(bytes: Buffer, limits: PdfLimits): Promise<PdfReading> {
  return new Promise((resolve) => {
    const input: PdfReadingInput = { bytes: new Uint8Array(bytes), limits };
    const worker = new Worker(WORKER_SOURCE, {
      eval: fromSource,
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let answer: PdfReading | undefined;
    const finish = (reading: PdfReading) => {
      answer ??= reading;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    // The time limit is the reading's: a thread slow to load on a busy machine does not count against
    // the file. One that never loads (it takes about a second) is given up all the same.
    let timer = setTimeout(() => finish({ kind: 'too-complex' }), WORKER_LOAD_MS);
    worker.on('message', (message: PdfReading | typeof LOADED) => {
      if (message !== LOADED) return finish(message);
      clearTimeout(timer);
      if (!answer) timer = setTimeout(() => finish({ kind: 'too-complex' }), limits.timeMs);
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is a file too big inside; anything else, unreadable.
    worker.once('error', (error: Error & { code?: string }) =>
      finish({ kind: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'unreadable' }),
    );
    worker.once('exit', () => finish({ kind: 'unreadable' }));
  });
}

/**
 * The text of a PDF's first pages, read off the request thread within PDF_LIMITS, for `account`: 'busy'
 * when too many uploads are already waiting their turn, 'yours-busy' when this account's own are.
 */
export async function pdfText(
  bytes: Buffer,
  account: string,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfReading | 'busy' | 'yours-busy'> {
  const own = perAccount.get(account) ?? 0;
  if (own >= READING_PER_ACCOUNT) return 'yours-busy';
  if (reading >= READING_AT_ONCE && waiting.length >= WAITING_MAX) return 'busy';
  perAccount.set(account, own + 1);
  try {
    if (reading >= READING_AT_ONCE) await new Promise<void>((turn) => waiting.push(turn));
    else reading++;
    try {
      return await readOnWorker(bytes, limits);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else reading--;
    }
  } finally {
    const left = (perAccount.get(account) ?? 1) - 1;
    if (left > 0) perAccount.set(account, left);
    else perAccount.delete(account);
  }
}
