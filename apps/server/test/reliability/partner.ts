import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADERS, verifySignature } from '../../src/platform/outbox';

/**
 * A partner system on 127.0.0.1 for the interface-transfer tests with server processes
 * (docs/decisions/interface-transfers.md "Sending"): it records every POST it receives, tells which
 * server process sent it, answers the second envelope `{ Result: "OK", ReturnObject: { ResponseCode } }`
 * with `RC-<message id>`, and is idempotent on `X-Spm-Message-Id` the way the design asks a partner to
 * be: a message id it has accepted before is answered OK again and not accepted a second time.
 */

/** The secret the test configures for the partner's interfaces. */
export const PARTNER_SECRET = 'two-servers-partner-secret-0123';

/** One POST the partner received. */
export interface Receipt {
  messageId: string;
  interfaceCode: string;
  /** The parsed JSON body (`{ interface, businessKey, part, parts, header, items }`). */
  body: { businessKey?: string; [key: string]: unknown };
  /** Whether `X-Spm-Signature` matched the body with `PARTNER_SECRET`. */
  signed: boolean;
  /** The process id of the sender among the `senders()` pids, or null when none holds the connection. */
  pid: number | null;
  /** False while (or because) the partner holds the request unanswered. */
  answered: boolean;
}

export interface FakePartner {
  /** The URL to configure as the endpoint. */
  url: string;
  /** Every request received, in arrival order. */
  receipts: Receipt[];
  /** The message ids accepted (answered OK the first time), in order; each at most once. */
  accepted: string[];
  /**
   * Leaves the next request unanswered (it stays open until its sender gives up or dies); resolves
   * with its receipt as soon as it has arrived.
   */
  holdNext(): Promise<Receipt>;
  close(): Promise<void>;
}

/** Starts the partner; `senders()` names the process ids a request may come from. */
export async function fakePartner(senders: () => number[]): Promise<FakePartner> {
  const server = http.createServer();
  let hold: ((receipt: Receipt) => void) | null = null;
  const partner: FakePartner = {
    url: '',
    receipts: [],
    accepted: [],
    holdNext: () =>
      new Promise<Receipt>((resolve) => {
        hold = resolve;
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  server.on('request', (req, res) => {
    // the sender is looked up while its connection is surely open
    const pid = processOfConnection(req.socket.localPort ?? 0, req.socket.remotePort ?? 0, senders());
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const messageId = String(req.headers[SIGNATURE_HEADERS.messageId]);
      const receipt: Receipt = {
        messageId,
        interfaceCode: String(req.headers[SIGNATURE_HEADERS.interfaceCode]),
        body: JSON.parse(raw),
        signed: verifySignature({
          secret: PARTNER_SECRET,
          timestamp: req.headers[SIGNATURE_HEADERS.timestamp] as string | undefined,
          signature: req.headers[SIGNATURE_HEADERS.signature] as string | undefined,
          body: raw,
          nowMs: Date.now(),
        }),
        pid,
        answered: false,
      };
      partner.receipts.push(receipt);
      if (hold) {
        const held = hold;
        hold = null;
        held(receipt);
        return;
      }
      if (!partner.accepted.includes(messageId)) partner.accepted.push(messageId);
      receipt.answered = true;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ Result: 'OK', Msg: 'Success', ReturnObject: { ResponseCode: `RC-${messageId}` } }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  partner.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/inbound`;
  return partner;
}

/**
 * Which of `pids` holds the loopback TCP connection from local port `peerPort` to `serverPort` (Linux:
 * the socket's inode in /proc/net/tcp, then the process whose file descriptors include it). Null when
 * none does.
 */
export function processOfConnection(serverPort: number, peerPort: number, pids: number[]): number | null {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10) continue;
      if (f[1].endsWith(`:${hex(peerPort)}`) && f[2].endsWith(`:${hex(serverPort)}`)) inodes.add(f[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return null;
}
