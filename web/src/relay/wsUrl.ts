/** ws(s)://same-host/path: wss when the page is served over https. */
export function sameHostWsUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}
