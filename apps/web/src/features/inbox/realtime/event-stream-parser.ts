export type StreamEvent = { type: string; data: string };

/**
 * Reads a server-sent event stream as it arrives in chunks: `event:` and `data:` lines, an empty line ends an event,
 * lines starting with `:` (heartbeats) are ignored. Text that ends mid-line waits for the next chunk.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let type = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    lines.forEach(readLine);
  };
}
