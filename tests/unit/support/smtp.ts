import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the local SMTP server took it: envelope sender, envelope recipients, raw text. */
export interface SmtpMessage {
  from: string;
  to: string[];
  raw: string;
}

/** A running local SMTP server: the port it listens on at 127.0.0.1, and how to stop it. */
export interface LocalSmtpServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts an SMTP server on a free port of 127.0.0.1 that takes any message without login or TLS,
 * as the function's mail client meets a relay. `onArrival` runs when a message starts coming in;
 * `onMessage` gets it once complete, and the server answers the sender only after the promise it
 * returns settles (so a test can hold a delivery open).
 */
export async function startSmtpServer(
  onMessage: (message: SmtpMessage) => void | Promise<void>,
  onArrival: () => void = () => undefined,
): Promise<LocalSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      onArrival();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        void Promise.resolve(onMessage(message)).then(() => callback());
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Starts a TCP server on a free port of 127.0.0.1 that accepts every connection and never sends a
 * byte: an SMTP server that hangs before its greeting. `close` drops the held connections too.
 */
export async function startSilentServer(): Promise<LocalSmtpServer> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
