import { STATUS_COMMENT_MAX } from '@bo/contract';
import { Textarea } from '@mantine/core';

/** The internal comment of the status and ban forms, with its length/255 counter (specification 02, section 5). */
export function CommentField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Textarea
      label="Internal comment"
      autosize
      minRows={3}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={`${value.length}/${STATUS_COMMENT_MAX}`}
      error={error}
    />
  );
}
