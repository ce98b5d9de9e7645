import type { FilterOption, FormField } from '@bo/contract';
import { Checkbox, MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { Ref } from 'react';
import type { FormValue } from './form-values.ts';

/** "Textarea default ... 3 in forms" (specification 01, 9). */
const FORM_TEXTAREA_ROWS = 3;

export interface FormFieldInputProps {
  field: FormField;
  value: FormValue;
  error?: string;
  /** The options of a select: the field's own, or those the server answered. */
  options: readonly FilterOption[];
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: FormValue) => void;
}

const selectData = (options: readonly FilterOption[]) => options.map((o) => ({ value: String(o.value), label: o.label }));

/** One field of a resource form, drawn with the Mantine input of its kind. */
export function FormFieldInput({ field, value, error, options, readOnly, inputRef, onChange }: FormFieldInputProps) {
  const common = { label: field.label, description: field.description, required: field.required, error, readOnly, disabled: readOnly };
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea {...common} rows={FORM_TEXTAREA_ROWS} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'number':
    case 'money':
      return (
        <NumberInput
          {...common}
          ref={inputRef}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(v === '' ? '' : Number(v))}
          decimalScale={field.kind === 'money' ? 2 : undefined}
          prefix={field.kind === 'money' ? '$' : undefined}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={selectData(options)}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          searchable
          clearable={!field.required}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={selectData(options)}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
          searchable
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          valueFormat="YYYY-MM-DD"
          clearable={!field.required}
        />
      );
    case 'datetime':
      return (
        <DateTimePicker
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          valueFormat="YYYY-MM-DD HH:mm"
          clearable={!field.required}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          error={error}
          disabled={readOnly}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          error={error}
          disabled={readOnly}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          ref={inputRef}
          data-autofocus={inputRef ? true : undefined}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
