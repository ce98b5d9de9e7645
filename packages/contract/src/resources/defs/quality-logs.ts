import { defineResource, linkTo, yesNoOptions } from '../define.ts';
import { createdFilter, textOptions, userIdsFilter } from './log-filters.ts';

/**
 * The quality logs (specification 04, section 4): one row per probe or check, the rows the latency,
 * device and timezone metrics of user details summarise. Big logs: simple pagination, id or time sorts.
 */
export const latencyLogsResource = defineResource({
  name: 'latency_logs',
  url: '/api/latency-logs',
  routeName: 'latency_logs',
  title: 'Latency Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'tcp_ms', label: 'TCP (ms)', type: 'number' },
    { key: 'ws_ms', label: 'WS (ms)', type: 'number' },
    { key: 'delta_ms', label: 'Delta (ms)', type: 'number' },
    { key: 'result', label: 'Result', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    userIdsFilter,
    { key: 'result', label: 'Result', kind: 'select', valueType: 'text', optionsFrom: textOptions({ good: 'Good', bad: 'Bad' }) },
    createdFilter(),
  ],
});

export const deviceResultsResource = defineResource({
  name: 'device_results',
  url: '/api/device-results',
  routeName: 'device_results',
  title: 'Device Results',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'reported_os', label: 'Reported OS', type: 'text' },
    { key: 'user_agent_os', label: 'User-Agent OS', type: 'text' },
    { key: 'platform', label: 'Platform', type: 'text' },
    { key: 'device_id', label: 'Device ID', type: 'text' },
    { key: 'mismatch', label: 'Mismatch', type: 'boolean' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [userIdsFilter, { key: 'mismatch', label: 'Mismatch', kind: 'select', optionsFrom: yesNoOptions }, createdFilter()],
});

export const timezoneResultsResource = defineResource({
  name: 'timezone_results',
  url: '/api/timezone-results',
  routeName: 'timezone_results',
  title: 'Timezone Results',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'device_timezone', label: 'Device Timezone', type: 'text' },
    { key: 'ip_timezone', label: 'IP Timezone', type: 'text' },
    { key: 'offset_hours', label: 'Offset (h)', type: 'number' },
    // 3610 s or less is good (specification 02, section 9).
    { key: 'time_delta_seconds', label: 'Time Delta (s)', type: 'number' },
    { key: 'mismatch', label: 'Mismatch', type: 'boolean' },
    { key: 'country_code', label: 'Country', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [userIdsFilter, { key: 'mismatch', label: 'Mismatch', kind: 'select', optionsFrom: yesNoOptions }, createdFilter()],
});

export const researchDefenderLogResource = defineResource({
  name: 'research_defender_log',
  url: '/api/research-defender-log',
  routeName: 'research_defender_log',
  title: 'Research Defender Log',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'click_id', label: 'Click ID', type: 'id', link: linkTo.click('click_id') },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'score', label: 'Score', type: 'number' },
    { key: 'duplicate_score', label: 'Duplicate Score', type: 'number' },
    { key: 'threat_potential', label: 'Threat Potential', type: 'number' },
    { key: 'result', label: 'Result', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    userIdsFilter,
    {
      key: 'result',
      label: 'Result',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions({ pass: 'Pass', flag: 'Flag', fail: 'Fail' }),
    },
    createdFilter(),
  ],
});
