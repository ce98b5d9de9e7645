import { CHAT_TIMER_MS } from '@bo/contract';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatElapsed } from './chat-timer.ts';

/** Time since the user's last message, ticking every second (spec 03 §2). */
export function ChatTimer({ since }: { since: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CHAT_TIMER_MS);
    return () => clearInterval(timer);
  }, []);
  if (!since) return null;
  return (
    <Text size="xs" c="dimmed" aria-label="Time since the last user message">
      {formatElapsed(since, now)}
    </Text>
  );
}
