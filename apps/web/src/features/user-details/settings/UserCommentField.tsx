import { USER_COMMENT_MAX, type UserDetailsUser } from '@bo/contract';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatDay } from '../format.ts';
import { useUserCommentChange } from './settings-api.ts';
import { adminTextColour } from '../../../lib/admin-colour.ts';

/** When and by whom the comment was last saved, the admin's name in the admin's colour. */
function LastUpdated({ user }: { user: UserDetailsUser }) {
  if (!user.comment_updated_at) return null;
  const time = new Date(user.comment_updated_at).toISOString().slice(11, 16);
  return (
    <Text size="xs" c="dimmed">
      Last updated {formatDay(user.comment_updated_at)} {time} UTC
      {user.comment_admin_name && (
        <>
          {' by '}
          <Text span inherit fw={600} c={adminTextColour(user.comment_admin_hex_color)}>
            {user.comment_admin_name}
          </Text>
        </>
      )}
    </Text>
  );
}

/** The free-text user comment, saved when the field loses focus and only when it changed (specification 02, section 2). */
export function UserCommentField({ user }: { user: UserDetailsUser }) {
  const [draft, setDraft] = useState(user.comment ?? '');
  const save = useUserCommentChange(user.id);
  const onBlur = () => {
    if (draft.trim() !== (user.comment ?? '')) save.mutate(draft);
  };
  return (
    <Stack gap={4}>
      <Textarea
        label="Comment"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={onBlur}
        maxLength={USER_COMMENT_MAX}
        autosize
        minRows={2}
      />
      <LastUpdated user={user} />
    </Stack>
  );
}
