import type { FastifyReply } from 'fastify';

/** `attachment` with the file's name, in ASCII for old clients and in full (RFC 5987) for the rest. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a resume as a download under its own name, never kept by a cache. */
export function sendResume(reply: FastifyReply, { fileName, bytes }: { fileName: string; bytes: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
