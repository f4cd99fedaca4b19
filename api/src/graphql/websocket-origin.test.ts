import { describe, expect, it } from 'vitest';
import { webSocketOriginAllowed } from './websocket-origin';

const production = { publicUrl: 'https://synth.example.com', isProduction: true };
const development = { publicUrl: 'http://127.0.0.1:8080', isProduction: false };

describe('the WebSocket Origin check', () => {
  it.each([
    ['the app itself', 'https://synth.example.com', true],
    ['the app with its default port spelled out', 'https://synth.example.com:443', true],
    ['another site', 'https://evil.example', false],
    ['a look-alike subdomain', 'https://synth.example.com.evil.example', false],
    ['the same host over http', 'http://synth.example.com', false],
    ['a loopback page', 'http://127.0.0.1:8080', false],
    ['a sandboxed page (Origin: null)', 'null', false],
    ['garbage', 'not a url', false],
    ['no Origin at all (a program, not a browser)', undefined, true],
  ])('in production: %s is %s', (_case, origin, allowed) => {
    expect(webSocketOriginAllowed(origin, production)).toBe(allowed);
  });

  it('in development also accepts loopback pages on any port (the Vite dev server), and nothing else', () => {
    for (const origin of ['http://127.0.0.1:8080', 'http://localhost:5173', 'http://[::1]:8080'])
      expect(webSocketOriginAllowed(origin, development)).toBe(true);
    for (const origin of ['https://evil.example', 'http://192.168.1.5:8080', 'null'])
      expect(webSocketOriginAllowed(origin, development)).toBe(false);
  });
});
