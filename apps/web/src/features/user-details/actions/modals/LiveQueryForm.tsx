import { LIVE_QUERY_DEVICES, LIVE_QUERY_ENDPOINTS, ZLiveQueryQuery, type LiveQueryQuery } from '@bo/contract';
import { Button, Checkbox, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { validateForm } from '../../../../lib/form-validation.ts';
import { FormStack } from '../../../../components/FormStack.tsx';

type Field = 'device' | 'ip' | 'user_agent' | 'endpoint' | 'ignore_disqualification_cache';

/** The live query form (specification 02, section 5): device, IP, user agent, the cache checkbox, the endpoint. */
export function LiveQueryForm({ running, onRun }: { running: boolean; onRun: (query: LiveQueryQuery) => void }) {
  const [device, setDevice] = useState<string>('desktop');
  const [ip, setIp] = useState('');
  const [userAgent, setUserAgent] = useState('');
  const [ignoreCache, setIgnoreCache] = useState(false);
  const [endpoint, setEndpoint] = useState<string>('default');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = () => {
    const checked = validateForm(ZLiveQueryQuery, {
      device,
      ip: ip.trim() || undefined,
      user_agent: userAgent.trim() || undefined,
      endpoint,
      ignore_disqualification_cache: ignoreCache ? '1' : '0',
    });
    setErrors(checked.ok ? {} : checked.fields);
    if (checked.ok) onRun(checked.data);
  };
  return (
    <FormStack onSubmit={submit}>
      <Group grow align="start">
        <Select
          label="Device"
          data={[...LIVE_QUERY_DEVICES]}
          value={device}
          onChange={(v) => setDevice(v ?? 'desktop')}
          allowDeselect={false}
          error={errors.device}
        />
        <TextInput label="IP" value={ip} onChange={(e) => setIp(e.currentTarget.value)} error={errors.ip ? 'IP is invalid' : undefined} />
      </Group>
      <TextInput label="User agent" value={userAgent} onChange={(e) => setUserAgent(e.currentTarget.value)} error={errors.user_agent} />
      <Checkbox label="Ignore disqualification cache" checked={ignoreCache} onChange={(e) => setIgnoreCache(e.currentTarget.checked)} />
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Endpoint"
          data={LIVE_QUERY_ENDPOINTS.map((value) => ({ value, label: value === 'default' ? 'Default' : 'Partners' }))}
          value={endpoint}
          onChange={setEndpoint}
        />
        <Button type="submit" loading={running}>
          Run live query
        </Button>
      </Group>
    </FormStack>
  );
}
