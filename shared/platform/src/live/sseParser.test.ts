import { SseParser } from './sseParser';

describe('SseParser', () => {
  it('reads frames split across chunks', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 5000\n\nevent: bal')).toEqual([]);
    expect(parser.retryMs).toBe(5000);
    expect(parser.push('ance\ndata: {"WalletID":"a",')).toEqual([]);
    expect(parser.push('"Balance":1}\n\n: heartbeat\n\nevent: session-ended\ndata: {}\n\n')).toEqual([
      { event: 'balance', data: '{"WalletID":"a","Balance":1}' },
      { event: 'session-ended', data: '{}' },
    ]);
  });

  it('joins data lines, defaults the event name and accepts CRLF', () => {
    const parser = new SseParser();
    expect(parser.push('data: one\r\ndata:two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
