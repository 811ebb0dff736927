/**
 * TLS for tests: a throwaway certificate authority made at test time (never committed, never trusted outside
 * the test that made it), a server certificate it signs, and a TLS front that forwards to a plain TCP port.
 * A child process trusts the CA through NODE_EXTRA_CA_CERTS, as a runner behind a private CA would.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import selfsigned from 'selfsigned';

export interface TestCertificates {
  /** PEM of the CA: write it to a file for NODE_EXTRA_CA_CERTS. */
  caCert: string;
  /** The server's key and certificate (signed by the CA) for the given names. */
  key: string;
  cert: string;
}

export async function makeTestCertificates(dnsNames: string[]): Promise<TestCertificates> {
  const notAfterDate = new Date(Date.now() + 24 * 3_600_000);
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'docs-export-action test CA (test only)' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = await selfsigned.generate([{ name: 'commonName', value: dnsNames[0] ?? 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: dnsNames.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  return { caCert: ca.cert, key: leaf.private, cert: leaf.cert };
}

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/** Terminates TLS on 127.0.0.1 and forwards the plain bytes to `targetPort` (the emulator speaks plain HTTP). */
export async function startTlsFront(targetPort: number, certificates: TestCertificates): Promise<TlsFront> {
  const sockets = new Set<net.Socket>();
  const server = tls.createServer({ key: certificates.key, cert: certificates.cert }, (client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
