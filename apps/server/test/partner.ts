import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { SIGNATURE_HEADERS } from '../src/platform/outbox';

/** One request a fake partner received: its `X-Spm-Message-Id`, raw body and headers. */
export interface PartnerRequest {
  messageId: string;
  raw: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A partner system on 127.0.0.1 for the interface-transfer tests, listening from before all tests of
 * the file until after them: each request's body is read whole, then `answer` records it and writes the
 * response. Answers `state` with `url` added, the endpoint to configure (path `path`), filled in by
 * `beforeAll`.
 */
export function useFakePartner<S extends object>(
  path: string,
  state: S,
  answer: (request: PartnerRequest, res: http.ServerResponse) => void,
): S & { url: string } {
  const partner = Object.assign(state, { url: '' });
  const server = http.createServer();
  beforeAll(async () => {
    server.on('request', (req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const messageId = String(req.headers[SIGNATURE_HEADERS.messageId]);
        answer({ messageId, raw, headers: req.headers }, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    partner.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return partner;
}

/** The partner's answer accepting a message (the second envelope) with `responseCode`. */
export const partnerOk = (responseCode: string) => ({
  Result: 'OK',
  Msg: 'Success',
  ReturnObject: { ResponseCode: responseCode },
});
