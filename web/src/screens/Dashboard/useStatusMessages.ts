import { useCallback, useEffect, useRef, useState } from 'react';

export interface StatusMessage {
  id: number;
  type: 'success' | 'warning' | 'error' | 'info';
  text: string;
}

/** Success and info messages disappear after 5 s; warnings and errors stay until dismissed. */
const STATUS_MESSAGE_MS = 5000;

export function useStatusMessages() {
  const [messages, setMessages] = useState<StatusMessage[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setMessages((m) => m.filter((x) => x.id !== id)), []);

  const push = useCallback(
    (type: string, text: string) => {
      const kind = (['success', 'warning', 'error', 'info'].includes(type) ? type : 'info') as StatusMessage['type'];
      const id = ++nextId.current;
      setMessages((m) => [...m.slice(-2), { id, type: kind, text }]);
      if (kind === 'success' || kind === 'info') {
        const t = setTimeout(() => {
          timers.current.delete(t);
          dismiss(id);
        }, STATUS_MESSAGE_MS);
        timers.current.add(t);
      }
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return { messages, push, dismiss };
}
