import type { ResourceFilter } from '@bo/contract';
import { FileInput } from '@mantine/core';

/** A CSV of ids: while a file is chosen, the search is a multipart POST {url}/file (specification 01, 5). */
export function FileFilter({
  filter,
  file,
  onChange,
}: {
  filter: ResourceFilter;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <FileInput label={filter.label} accept=".csv,text/csv" value={file} onChange={onChange} clearable placeholder="CSV file" w={200} />
  );
}
