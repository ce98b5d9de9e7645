import { linkTo } from '../define.ts';
import { createdFilter, defineLog, LOG_COLUMN, textSelect, userIdsFilter, yesNoFilter } from './log-filters.ts';

/**
 * The quality logs (specification 04, section 4): one row per probe or check, the rows the latency,
 * device and timezone metrics of user details summarise. Big logs: simple pagination, id or time sorts.
 */
export const latencyLogsResource = defineLog({
  name: 'latency_logs',
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
});

export const deviceResultsResource = defineLog({
  name: 'device_results',
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
});

export const researchDefenderLogResource = defineLog({
  name: 'research_defender_log',
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
