import { describe, expect, it } from 'vitest';
import { upstreamRequestHeaders } from '../src/routes/proxy/headers.ts';

const BY = { context: 'signed', requestId: 'rid', client: '10.1.1.1', protocol: 'https' };

describe('client-sent identity and override headers never reach an upstream', () => {
  it('drops every x-bo-* and x-forwarded-* the client sent, keeping only the gateway own', () => {
    const out = upstreamRequestHeaders(
      {
        'x-bo-context': 'forged',
        'x-bo-admin-id': '1',
        'x-bo-permission': 'admins',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.test',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '1',
        'x-forwarded-prefix': '/admin',
        'x-forwarded-user': 'root',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
        'x-client-ip': '6.6.6.6',
        'true-client-ip': '6.6.6.6',
        'x-request-id': 'client-chosen',
        accept: 'application/json',
      },
      BY,
    );
    expect(out).toEqual({
      accept: 'application/json',
      'x-bo-context': 'signed',
      'x-request-id': 'rid',
      'x-forwarded-for': '10.1.1.1',
      'x-forwarded-proto': 'https',
    });
  });

  it('drops method and path overrides, and every hop-by-hop header', () => {
    const out = upstreamRequestHeaders(
      {
        'x-http-method-override': 'DELETE',
        'x-http-method': 'DELETE',
        'x-method-override': 'DELETE',
        'x-original-method': 'DELETE',
        'x-original-url': '/api/admins/1',
        'x-rewrite-url': '/api/admins/1',
        connection: 'close, x-hop',
        'x-hop': '1',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        trailer: 'x-sum',
        upgrade: 'h2c',
        'proxy-authorization': 'Basic x',
        'proxy-connection': 'keep-alive',
        'transfer-encoding': 'chunked',
        'x-custom': 'kept',
      },
      BY,
    );
    expect(Object.keys(out).sort()).toEqual(['x-bo-context', 'x-custom', 'x-forwarded-for', 'x-forwarded-proto', 'x-request-id']);
  });
});
