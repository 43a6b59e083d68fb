import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import selfsigned from 'selfsigned';
import { SMTPServer } from 'smtp-server';

/**
 * The local servers' TLS identity: a certificate for 127.0.0.1, made once per test run. Its PEM is
 * what a test gives the mail client as SMTP_CA, as an operator would a company relay's authority.
 */
const identity = selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [
    { name: 'basicConstraints', cA: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ],
});

/** The PEM certificate the local SMTP servers present after STARTTLS (trust it with SMTP_CA). */
export async function localSmtpCertificate(): Promise<string> {
  return (await identity).cert;
}

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

/** How a local SMTP server behaves beyond taking messages. */
export interface SmtpServerOptions {
  /** Offer STARTTLS (with {@link localSmtpCertificate}), as a relay on port 587 does: default true. */
  startTls?: boolean;
  /** Called with each login the server receives (user, password, whether TLS protected it), which it accepts. */
  onLogin?: (user: string, password: string, overTls: boolean) => void;
}

/**
 * Starts an SMTP server on a free port of 127.0.0.1 that takes any message, with or without a
 * login, and offers STARTTLS unless told not to, as the function's mail client meets a relay.
 * `onArrival` runs when a message starts coming in; `onMessage` gets it once complete, and the
 * server answers the sender only after the promise it returns settles (so a test can hold a
 * delivery open).
 */
export async function startSmtpServer(
  onMessage: (message: SmtpMessage) => void | Promise<void>,
  onArrival: () => void = () => undefined,
  { startTls = true, onLogin }: SmtpServerOptions = {},
): Promise<LocalSmtpServer> {
  const { cert, private: key } = await identity;
  const server = new SMTPServer({
    authOptional: true,
    // A relay without STARTTLS neither offers nor accepts it (a hidden one would still upgrade).
    ...(startTls ? {} : { disabledCommands: ['STARTTLS'] }),
    key,
    cert,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, session, callback) {
      onLogin?.(auth.username ?? '', auth.password ?? '', Boolean(session.secure));
      callback(null, { user: auth.username });
    },
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
