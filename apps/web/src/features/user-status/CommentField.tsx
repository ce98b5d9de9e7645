import { STATUS_COMMENT_MAX } from '@bo/contract';
import { Textarea } from '@mantine/core';

interface CommentFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  minRows?: number;
}

/** The internal comment of the status and ban forms (and an approval's rejection reason), with its length/255 counter (specification 02, section 5). */
export function CommentField({ value, onChange, error, label = 'Internal comment', minRows = 3 }: CommentFieldProps) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={minRows}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={`${value.length}/${STATUS_COMMENT_MAX}`}
      error={error}
    />
  );
}
