import { linkTo } from '../define.ts';
import { latencyColour, latencyDeltaColour, maxTimeDeltaColour } from '../../user-details/colours.ts';
import { createdFilter, defineLog, LOG_COLUMN, LOG_WINDOW, textSelect, userIdsFilter, yesNoFilter } from './log-filters.ts';

/**
 * The quality logs (specification 04, section 4): one row per probe or check, the rows the latency,
 * device and timezone metrics of user details summarise. Big logs: simple pagination, id or time sorts.
 */
const msColour = (colour: (ms: number) => 'green' | 'amber' | 'red', key: string) => (row: Readonly<Record<string, unknown>>) =>
  row[key] === null || row[key] === undefined ? null : colour(Number(row[key]));

export const latencyLogsResource = defineLog({
  name: 'latency_logs',
  defaultFilters: LOG_WINDOW,
  title: 'Latency Logs',
  columns: [
    LOG_COLUMN.id,
    LOG_COLUMN.user,
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'tcp_ms', label: 'TCP (ms)', type: 'number' },
    { key: 'ws_ms', label: 'WS (ms)', type: 'number' },
    { key: 'delta_ms', label: 'Delta (ms)', type: 'number' },
    { key: 'result', label: 'Result', type: 'text' },
    LOG_COLUMN.time,
  ],
  filters: [userIdsFilter, textSelect('result', 'Result', { good: 'Good', bad: 'Bad' }), createdFilter()],
  // Specification 02 section 9: TCP and WS under 100 ms green, to 300 amber; delta under 40 green, to 60 amber.
  colours: {
    tcp_ms: msColour(latencyColour, 'tcp_ms'),
    ws_ms: msColour(latencyColour, 'ws_ms'),
    delta_ms: msColour(latencyDeltaColour, 'delta_ms'),
  },
});

export const deviceResultsResource = defineLog({
  name: 'device_results',
  defaultFilters: LOG_WINDOW,
  title: 'Device Results',
  columns: [
    LOG_COLUMN.id,
    LOG_COLUMN.user,
    { key: 'reported_os', label: 'Reported OS', type: 'text' },
    { key: 'user_agent_os', label: 'User-Agent OS', type: 'text' },
    { key: 'platform', label: 'Platform', type: 'text' },
    { key: 'device_id', label: 'Device ID', type: 'text' },
    { key: 'mismatch', label: 'Mismatch', type: 'boolean' },
    LOG_COLUMN.time,
  ],
  filters: [userIdsFilter, yesNoFilter('mismatch', 'Mismatch'), createdFilter()],
});

export const timezoneResultsResource = defineLog({
  name: 'timezone_results',
  defaultFilters: LOG_WINDOW,
  title: 'Timezone Results',
  columns: [
    LOG_COLUMN.id,
    LOG_COLUMN.user,
    { key: 'device_timezone', label: 'Device Timezone', type: 'text' },
    { key: 'ip_timezone', label: 'IP Timezone', type: 'text' },
    { key: 'offset_hours', label: 'Offset (h)', type: 'number' },
    // 3610 s or less is good (specification 02, section 9).
    { key: 'time_delta_seconds', label: 'Time Delta (s)', type: 'number' },
    { key: 'mismatch', label: 'Mismatch', type: 'boolean' },
    { key: 'country_code', label: 'Country', type: 'text' },
    LOG_COLUMN.time,
  ],
  filters: [userIdsFilter, yesNoFilter('mismatch', 'Mismatch'), createdFilter()],
  // 3610 s or less is good (green), more red (specification 02 section 9).
  colours: { time_delta_seconds: msColour(maxTimeDeltaColour, 'time_delta_seconds') },
});

export const researchDefenderLogResource = defineLog({
  name: 'research_defender_log',
  defaultFilters: LOG_WINDOW,
  title: 'Research Defender Log',
  columns: [
    LOG_COLUMN.id,
    LOG_COLUMN.user,
    { key: 'click_id', label: 'Click ID', type: 'id', link: linkTo.click('click_id') },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'score', label: 'Score', type: 'number' },
    { key: 'duplicate_score', label: 'Duplicate Score', type: 'number' },
    { key: 'threat_potential', label: 'Threat Potential', type: 'number' },
    { key: 'result', label: 'Result', type: 'text' },
    LOG_COLUMN.time,
  ],
  filters: [userIdsFilter, textSelect('result', 'Result', { pass: 'Pass', flag: 'Flag', fail: 'Fail' }), createdFilter()],
});
