/**
 * Real HTTP webhook receivers on 127.0.0.1 for the delivery tests: one that verifies each
 * signature as a sales team's receiver would and takes each event id once, and ones that answer
 * 500 or never answer. Their behaviour can change mid-test (a receiver that recovers).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { verifyWebhookSignature } from '../../../functions/lib/webhookWire.mjs';

export type ReceiverBehaviour = 'verify' | 'fail' | 'hang';

/** One request the receiver got. */
export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
  /** The signature checked out (always false without a secret). */
  signed: boolean;
}

export interface Receiver {
  url: string;
  /** Every request, answered or not. */
  requests: ReceivedWebhook[];
  /** Event ids taken (answered 2xx with a good signature), in order, repeats included. */
  accepted: string[];
  behaviour: ReceiverBehaviour;
  /** Requests held open by `hang`. */
  open: () => number;
  /** Drops the held requests (the sender sees the connection close). */
  dropHeld: () => void;
  close: () => Promise<void>;
}

/**
 * Starts a receiver. `verify`: 401 for a bad or old signature, else 200 and the event id recorded
 * (chat bodies, which carry none, are recorded as '(chat)'); `fail`: 500; `hang`: never answers.
 */
export async function startReceiver(secret: string, behaviour: ReceiverBehaviour = 'verify'): Promise<Receiver> {
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    requests: [],
    accepted: [],
    behaviour,
    open: () => held.size,
    dropHeld: () => {
      for (const response of held) response.socket?.destroy();
      held.clear();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifyWebhookSignature(secret, request.headers['sarathi-signature'] as string | undefined, body);
      receiver.requests.push({ headers: request.headers, body, signed });
      if (receiver.behaviour === 'hang') {
        held.add(response);
        return;
      }
      if (receiver.behaviour === 'fail') return void response.writeHead(500).end('receiver error');
      const id = request.headers['sarathi-event-id'];
      if (typeof id === 'string' && !signed) return void response.writeHead(401).end('bad signature');
      receiver.accepted.push(typeof id === 'string' ? id : '(chat)');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return receiver;
}
