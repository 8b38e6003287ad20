import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepIdleConnections } from './idle-connections';

describe('idle keep-alive connections', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A server answering 'ok'; its port. */
  async function listen(tune: boolean) {
    const server = http.createServer((_req, res) => res.end('ok'));
    if (tune) keepIdleConnections(server);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port };
  }

  function get(port: number, agent: http.Agent) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      request.on('error', reject);
    });
  }

  it('tells clients an idle connection lasts 65 s, where Node alone says 5 s', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const tuned = await listen(true);
    const plain = await listen(false);
    expect((await get(tuned.port, agent)).headers['keep-alive']).toBe('timeout=65');
    expect((await get(plain.port, agent)).headers['keep-alive']).toBe('timeout=5');
    agent.destroy();
  });
});
