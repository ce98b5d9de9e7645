import { ADMIN_ACCESS_MESSAGES, ADMIN_ROLE, contractEnums, ZAdminAccessChange, type AdminAccess } from '@bo/contract';
import { Alert, Loader, Modal, MultiSelect, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormStack } from '../../../components/FormStack.tsx';
import { validateForm } from '../../../lib/form-validation.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdmin } from '../../auth/session-store.ts';
import { showSubmitErrors } from '../../user-status/submit-errors.ts';
import { useAdminAccess, useUpdateAdminAccess } from '../api/admin-access.ts';
import { grantableModuleOptions, mainPageOptions } from './module-options.ts';
import { FormActions } from '../../../components/FormActions.tsx';

type Field = 'role' | 'modules' | 'main_page';
const FIELDS: readonly Field[] = ['role', 'modules', 'main_page'];
const ROLE_OPTIONS = contractEnums.adminRole.options.map((o) => ({ value: String(o.value), label: o.label }));

/** Edit one admin's role, pages and main page; saving ends that admin's sessions (they sign in again). */
export function AdminAccessModal({ adminId, onClose }: { adminId: number | null; onClose: () => void }) {
  return (
    <Modal opened={adminId !== null} onClose={onClose} title="Edit access" size="lg">
      {adminId !== null && <AccessLoader key={adminId} adminId={adminId} onDone={onClose} />}
    </Modal>
  );
}

function AccessLoader({ adminId, onDone }: { adminId: number; onDone: () => void }) {
  const access = useAdminAccess(adminId);
  if (access.isError) return <Alert color="red">{String(access.error.message)}</Alert>;
  if (!access.data) return <Loader size="sm" aria-label="Loading" />;
  return <AccessForm access={access.data} onDone={onDone} />;
}

function AccessForm({ access, onDone }: { access: AdminAccess; onDone: () => void }) {
  const actor = useAdmin();
  const [role, setRole] = useState(access.role);
  const [modules, setModules] = useState<string[]>(access.modules);
  const [mainPage, setMainPage] = useState<string | null>(access.main_page);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdateAdminAccess(access.id);

  const grantable = useMemo(() => (actor ? grantableModuleOptions(actor) : []), [actor]);
  // What the admin holds already stays listed (and removable) even when the editor could not give it.
  const moduleOptions = useMemo(() => {
    const known = new Set(grantable.map((o) => o.value));
    return [...grantable, ...access.modules.filter((m) => !known.has(m)).map((m) => ({ value: m, label: m }))];
  }, [grantable, access.modules]);
  const pages = mainPageOptions(role, modules, moduleOptions);
  const roles =
    actor?.role === ADMIN_ROLE.superAdmin ? ROLE_OPTIONS : ROLE_OPTIONS.filter((o) => o.value !== String(ADMIN_ROLE.superAdmin));

  const submit = () => {
    const values = { role, modules, main_page: mainPage };
    const checked = validateForm(ZAdminAccessChange, values);
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return;
    save.mutate(checked.data, {
      onSuccess: () => {
        toast.success(ADMIN_ACCESS_MESSAGES.updated(access.name));
        onDone();
      },
      onError: (error) => showSubmitErrors(error, FIELDS, setErrors),
    });
  };

  return (
    <FormStack onSubmit={submit}>
      <Text size="sm">
        {access.name} ({access.email})
      </Text>
      <Select
        label="Role"
        data={roles}
        value={String(role)}
        onChange={(value) => value && setRole(Number(value))}
        allowDeselect={false}
        error={errors.role}
      />
      <MultiSelect
        label="Pages and permissions"
        data={moduleOptions}
        value={modules}
        onChange={(next) => {
          setModules(next);
          if (mainPage && role !== ADMIN_ROLE.superAdmin && !next.includes(mainPage)) setMainPage(null);
        }}
        searchable
        clearable
        hidePickedOptions
        maxDropdownHeight={300}
        error={errors.modules}
      />
      <Select label="Main page" data={pages} value={mainPage} onChange={setMainPage} searchable clearable error={errors.main_page} />
      {role !== ADMIN_ROLE.superAdmin && modules.length === 0 && (
        <Alert color="yellow" role="status">
          {ADMIN_ACCESS_MESSAGES.noModulesWarning}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Saving signs this admin out everywhere; the new access applies from their next sign-in.
      </Text>
      <FormActions submit="Save" onCancel={onDone} busy={save.isPending} />
    </FormStack>
  );
}
