import { Alert, Button, Code, List, Stack, Text } from '@mantine/core';

/** A first factor enrolled: what sign-ins now ask for, and the ten recovery codes, shown this once. */
export function RecoveryCodesNotice({ signInAsks, codes, onDone }: { signInAsks: string; codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="green" variant="light" role="status">
        Two-factor authentication is on. Sign-ins now ask for {signInAsks}.
      </Alert>
      <Text size="sm">Keep these recovery codes somewhere safe: each signs you in once without your phone. They are not shown again.</Text>
      <List aria-label="Recovery codes" spacing={2} listStyleType="none">
        {codes.map((c) => (
          <List.Item key={c}>
            <Code>{c}</Code>
          </List.Item>
        ))}
      </List>
      <Button onClick={onDone}>Done</Button>
    </Stack>
  );
}
